import {
  idSchema,
  QUESTION_IMAGE_EXTENSIONS,
  QUESTION_IMAGE_MAX_BYTES,
  questionFields,
} from '@sabora/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteQuestion } from '../../commands/index.js';
import type { ModuleOptions } from '../../context.js';
import { formObject, parseOrThrow } from '../../lib/validate.js';
import { currentUser } from '../../plugins/auth.js';
import { sendStoredFile, withUpload } from '../../plugins/uploads.js';
import * as bank from './service.js';

const staff = { access: ['admin', 'teacher'] } as const;
const params = z.object({ id: idSchema });
const imageRules = {
  fields: ['image'],
  extensions: QUESTION_IMAGE_EXTENSIONS,
  maxBytes: QUESTION_IMAGE_MAX_BYTES,
  maxCount: 1,
};

export const questionBankModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  app.get(
    '/question-bank',
    { config: staff, schema: { querystring: z.object({ subject: idSchema.optional() }) } },
    async (req) => ({
      success: true,
      data: await bank.listBySubject(ctx, currentUser(req), req.query.subject),
    }),
  );

  app.get(
    '/question-bank/chapter/:chapterId',
    { config: staff, schema: { params: z.object({ chapterId: idSchema }) } },
    async (req) => ({
      success: true,
      data: await bank.listByChapter(ctx, currentUser(req), req.params.chapterId),
    }),
  );

  app.post('/question-bank', { config: staff }, async (req, reply) => {
    const data = await withUpload(req, ctx.storage, imageRules, (upload) =>
      bank.createQuestion(
        ctx,
        currentUser(req),
        parseOrThrow(questionFields, formObject(upload.fields, ['options'])),
        upload.files[0],
      ),
    );
    return reply.status(201).send({ success: true, message: 'Question added successfully', data });
  });

  app.put('/question-bank/:id', { config: staff, schema: { params } }, async (req) => {
    const data = await withUpload(req, ctx.storage, imageRules, (upload) =>
      bank.updateQuestion(
        ctx,
        currentUser(req),
        req.params.id,
        parseOrThrow(questionFields, formObject(upload.fields, ['options'])),
        upload.files[0],
      ),
    );
    return { success: true, message: 'Question updated successfully', data };
  });

  app.delete('/question-bank/:id', { config: staff, schema: { params } }, async (req) => {
    await deleteQuestion(ctx, currentUser(req), req.params.id);
    return { success: true, message: 'Question deleted successfully' };
  });

  app.get('/question-bank/:id/image', { config: staff, schema: { params } }, async (req, reply) =>
    sendStoredFile(
      reply,
      ctx.storage,
      await bank.findQuestionImage(ctx, currentUser(req), req.params.id),
      'inline',
    ),
  );
};
