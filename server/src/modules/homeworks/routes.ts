import {
  homeworkEndpoints as api,
  HOMEWORK_FILE_EXTENSIONS,
  HOMEWORK_FILE_MAX_BYTES,
  homeworkFields,
} from '@sabora/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../context.js';
import { formObject, parseOrThrow } from '../../lib/validate.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import { badRequest } from '../../plugins/errors.js';
import { type ParsedUpload, sendStoredFile, withUpload } from '../../plugins/uploads.js';
import * as answers from './answers.js';
import * as downloads from './downloads.js';
import * as homeworks from './service.js';

const staff = ['admin', 'teacher'] as const;
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
  if (sent.length > 1) throw badRequest('oneFileOnly', { field });
  return sent[0];
}

// A client may send a custom upload marker header (docs/decisions.md, "Custom upload header"); it
// is accepted and ignored.
export const homeworksModule: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  route(app, api.list, staff, async (req) => ({
    success: true,
    ...(await homeworks.listHomeworks(ctx, currentUser(req), req.query)),
  }));

  route(app, api.mine, ['student'], async (req) => ({
    success: true,
    ...(await homeworks.listMyHomeworks(ctx, currentUser(req), req.query)),
  }));

  route(app, api.saveAnswers, ['student'], async (req) => {
    await answers.saveHomeworkAnswers(ctx, currentUser(req), req.params.id, req.body);
    return { success: true, message: 'Answers saved' };
  });

  route(app, api.create, staff, async (req) => ({
    success: true,
    message: 'Homework uploaded successfully!',
    data: await withUpload(req, ctx.storage, createRules, (upload) =>
      homeworks.createHomework(
        ctx,
        currentUser(req),
        parseOrThrow(homeworkFields, formObject(upload.fields, ['questions'])),
        upload.files[0],
      ),
    ),
  }));

  route(app, api.update, staff, async (req) => ({
    success: true,
    message: 'Homework updated successfully!',
    data: await withUpload(req, ctx.storage, editRules, (upload) =>
      homeworks.updateHomework(
        ctx,
        currentUser(req),
        req.params.id,
        parseOrThrow(homeworkFields, formObject(upload.fields, ['questions'])),
        { file: single(upload, 'file'), correctionFile: single(upload, 'correctionFile') },
      ),
    ),
  }));

  route(app, api.remove, staff, async (req) => {
    await homeworks.deleteHomework(ctx, currentUser(req), req.params.id);
    return { success: true, message: 'Homework deleted successfully!' };
  });

  route(app, api.countsByChapter, staff, async (req) => ({
    success: true,
    counts: await homeworks.homeworkCounts(ctx, currentUser(req), req.params.subjectId),
  }));

  route(app, api.file, 'signed-in', async (req, reply) =>
    sendStoredFile(
      reply,
      ctx.storage,
      await downloads.findHomeworkFile(ctx, currentUser(req), req.params.id, 'file'),
    ),
  );

  route(app, api.correctionFile, 'signed-in', async (req, reply) =>
    sendStoredFile(
      reply,
      ctx.storage,
      await downloads.findHomeworkFile(ctx, currentUser(req), req.params.id, 'correction'),
    ),
  );

  route(app, api.questionImage, 'signed-in', async (req, reply) =>
    sendStoredFile(
      reply,
      ctx.storage,
      await downloads.findHomeworkQuestionImage(ctx, currentUser(req), req.params.id, req.params.questionId),
      'inline',
    ),
  );
};
