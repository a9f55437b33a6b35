import {
  HOMEWORK_FILE_EXTENSIONS,
  HOMEWORK_FILE_MAX_BYTES,
  HOMEWORKS_PAGE_SIZE,
  homeworkCountsReply,
  homeworkFields,
  homeworkSchema,
  idSchema,
  listReply,
  pageQuery,
  studentHomeworkSchema,
} from '@sabora/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../context.js';
import { formObject, parseOrThrow } from '../../lib/validate.js';
import { currentUser } from '../../plugins/auth.js';
import { badRequest } from '../../plugins/errors.js';
import { type ParsedUpload, sendStoredFile, withUpload } from '../../plugins/uploads.js';
import * as downloads from './downloads.js';
import * as homeworks from './service.js';

const staff = { access: ['admin', 'teacher'] } as const;
const params = z.object({ id: idSchema });
const one = z.object({ success: z.literal(true), message: z.string(), data: homeworkSchema });
const createRules = {
  fields: ['file'],
  extensions: HOMEWORK_FILE_EXTENSIONS,
  maxBytes: HOMEWORK_FILE_MAX_BYTES,
  maxCount: 1,
};
const editRules = { ...createRules, fields: ['file', 'correctionFile'], maxCount: 2 };

/** The one file sent in a field (file, correctionFile), if any. */
function single(upload: ParsedUpload, field: string) {
  const sent = upload.files.filter((f) => f.field === field);
  if (sent.length > 1) throw badRequest(`${field}: only one file can be attached`);
  return sent[0];
}

// The staff screen sends a custom upload marker header (staff spec §7); it is accepted and ignored.
export const homeworksModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  app.get(
    '/homeworks',
    {
      config: staff,
      schema: { querystring: pageQuery(HOMEWORKS_PAGE_SIZE), response: { 200: listReply(homeworkSchema) } },
    },
    async (req) => ({
      success: true as const,
      ...(await homeworks.listHomeworks(ctx, currentUser(req), req.query)),
    }),
  );

  app.get(
    '/homeworks/student/my-homeworks',
    {
      config: { access: ['student'] },
      schema: {
        querystring: pageQuery(HOMEWORKS_PAGE_SIZE),
        response: { 200: listReply(studentHomeworkSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      ...(await homeworks.listMyHomeworks(ctx, currentUser(req), req.query)),
    }),
  );

  app.post('/homeworks', { config: staff }, async (req, reply) => {
    const data = await withUpload(req, ctx.storage, createRules, (upload) =>
      homeworks.createHomework(
        ctx,
        currentUser(req),
        parseOrThrow(homeworkFields, formObject(upload.fields, ['questions'])),
        upload.files[0],
      ),
    );
    return reply.status(201).send({ success: true, message: 'Homework uploaded successfully!', data });
  });

  app.put('/homeworks/:id', { config: staff, schema: { params, response: { 200: one } } }, async (req) => {
    const data = await withUpload(req, ctx.storage, editRules, (upload) =>
      homeworks.updateHomework(
        ctx,
        currentUser(req),
        req.params.id,
        parseOrThrow(homeworkFields, formObject(upload.fields, ['questions'])),
        { file: single(upload, 'file'), correctionFile: single(upload, 'correctionFile') },
      ),
    );
    return { success: true as const, message: 'Homework updated successfully!', data };
  });

  app.delete('/homeworks/:id', { config: staff, schema: { params } }, async (req) => {
    await homeworks.deleteHomework(ctx, currentUser(req), req.params.id);
    return { success: true, message: 'Homework deleted successfully!' };
  });

  app.get(
    '/chapters/:subjectId/homework-counts',
    {
      config: staff,
      schema: { params: z.object({ subjectId: idSchema }), response: { 200: homeworkCountsReply } },
    },
    async (req) => ({
      success: true as const,
      counts: await homeworks.homeworkCounts(ctx, currentUser(req), req.params.subjectId),
    }),
  );

  app.get(
    '/homeworks/:id/download-file',
    { config: { access: 'signed-in' }, schema: { params } },
    async (req, reply) =>
      sendStoredFile(
        reply,
        ctx.storage,
        await downloads.findHomeworkFile(ctx, currentUser(req), req.params.id, 'file'),
      ),
  );

  app.get(
    '/homeworks/:id/correction-file',
    { config: { access: 'signed-in' }, schema: { params } },
    async (req, reply) =>
      sendStoredFile(
        reply,
        ctx.storage,
        await downloads.findHomeworkFile(ctx, currentUser(req), req.params.id, 'correction'),
      ),
  );

  app.get(
    '/homeworks/:id/questions/:questionId/image',
    { config: { access: 'signed-in' }, schema: { params: params.extend({ questionId: idSchema }) } },
    async (req, reply) =>
      sendStoredFile(
        reply,
        ctx.storage,
        await downloads.findHomeworkQuestionImage(
          ctx,
          currentUser(req),
          req.params.id,
          req.params.questionId,
        ),
        'inline',
      ),
  );
};
