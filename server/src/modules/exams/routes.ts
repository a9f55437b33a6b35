import {
  EXAM_FILE_EXTENSIONS,
  EXAM_FILE_MAX_BYTES,
  EXAMS_PAGE_SIZE,
  examFields,
  examSchema,
  idSchema,
  listReply,
  pageQuery,
  STUDENT_EXAMS_PAGE_SIZE,
  studentExamSchema,
} from '@sabora/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../context.js';
import { formObject, parseOrThrow } from '../../lib/validate.js';
import { currentUser } from '../../plugins/auth.js';
import { sendStoredFile, withUpload } from '../../plugins/uploads.js';
import * as exams from './service.js';

const staff = { access: ['admin', 'teacher'] } as const;
const params = z.object({ id: idSchema });
const one = z.object({ success: z.literal(true), message: z.string(), data: examSchema });
const fileRules = {
  fields: ['file'],
  extensions: EXAM_FILE_EXTENSIONS,
  maxBytes: EXAM_FILE_MAX_BYTES,
  maxCount: 1,
};

export const examsModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  app.get(
    '/exams',
    {
      config: staff,
      schema: { querystring: pageQuery(EXAMS_PAGE_SIZE), response: { 200: listReply(examSchema) } },
    },
    async (req) => ({ success: true as const, ...(await exams.listExams(ctx, currentUser(req), req.query)) }),
  );

  app.get(
    '/exams/student/my-exams',
    {
      config: { access: ['student'] },
      schema: {
        querystring: pageQuery(STUDENT_EXAMS_PAGE_SIZE),
        response: { 200: listReply(studentExamSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      ...(await exams.listMyExams(ctx, currentUser(req), req.query)),
    }),
  );

  app.post('/exams', { config: staff }, async (req, reply) => {
    const data = await withUpload(req, ctx.storage, fileRules, (upload) =>
      exams.createExam(
        ctx,
        currentUser(req),
        parseOrThrow(examFields, formObject(upload.fields)),
        upload.files[0],
      ),
    );
    return reply.status(201).send({ success: true, message: 'Exam uploaded successfully!', data });
  });

  app.put('/exams/:id', { config: staff, schema: { params, response: { 200: one } } }, async (req) => {
    const data = await withUpload(req, ctx.storage, fileRules, (upload) =>
      exams.updateExam(
        ctx,
        currentUser(req),
        req.params.id,
        parseOrThrow(examFields, formObject(upload.fields)),
        upload.files[0],
      ),
    );
    return { success: true as const, message: 'Exam updated successfully!', data };
  });

  app.delete('/exams/:id', { config: staff, schema: { params } }, async (req) => {
    await exams.deleteExam(ctx, currentUser(req), req.params.id);
    return { success: true, message: 'Exam deleted successfully!' };
  });

  app.get(
    '/exams/:id/download',
    { config: { access: 'signed-in' }, schema: { params } },
    async (req, reply) =>
      sendStoredFile(reply, ctx.storage, await exams.findExamFile(ctx, currentUser(req), req.params.id)),
  );
};
