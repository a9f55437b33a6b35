import {
  questionBankEndpoints as api,
  QUESTION_IMAGE_EXTENSIONS,
  QUESTION_IMAGE_MAX_BYTES,
  questionFields,
} from '@sabora/contract';
import type { FastifyPluginAsync } from 'fastify';
import { deleteQuestion } from '../../commands/index.js';
import type { ModuleOptions } from '../../context.js';
import { formObject, parseOrThrow } from '../../lib/validate.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import { sendStoredFile, withUpload } from '../../plugins/uploads.js';
import * as bank from './service.js';

const staff = ['admin', 'teacher'] as const;
const imageRules = {
  fields: ['image'],
  extensions: QUESTION_IMAGE_EXTENSIONS,
  maxBytes: QUESTION_IMAGE_MAX_BYTES,
  maxCount: 1,
  checkContent: true,
};

export const questionBankModule: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  route(app, api.list, staff, async (req) => ({
    success: true,
    data: await bank.listBySubject(ctx, currentUser(req), req.query.subject),
  }));

  route(app, api.listByChapter, staff, async (req) => ({
    success: true,
    data: await bank.listByChapter(ctx, currentUser(req), req.params.chapterId),
  }));

  route(app, api.create, staff, async (req) => ({
    success: true,
    message: 'Question added successfully',
    data: await withUpload(req, ctx.storage, imageRules, (upload) =>
      bank.createQuestion(
        ctx,
        currentUser(req),
        parseOrThrow(questionFields, formObject(upload.fields, ['options'])),
        upload.files[0],
      ),
    ),
  }));

  route(app, api.update, staff, async (req) => ({
    success: true,
    message: 'Question updated successfully',
    data: await withUpload(req, ctx.storage, imageRules, (upload) =>
      bank.updateQuestion(
        ctx,
        currentUser(req),
        req.params.id,
        parseOrThrow(questionFields, formObject(upload.fields, ['options'])),
        upload.files[0],
      ),
    ),
  }));

  route(app, api.remove, staff, async (req) => {
    await deleteQuestion(ctx, currentUser(req), req.params.id);
    return { success: true, message: 'Question deleted successfully' };
  });

  route(app, api.image, staff, async (req, reply) =>
    sendStoredFile(
      reply,
      ctx.storage,
      await bank.findQuestionImage(ctx, currentUser(req), req.params.id),
      'inline',
    ),
  );
};
