import {
  examEndpoints as api,
  EXAM_FILE_EXTENSIONS,
  EXAM_FILE_MAX_BYTES,
  examFields,
} from '@sabora/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../context.js';
import { formObject, parseOrThrow } from '../../lib/validate.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import { sendStoredFile, withUpload } from '../../plugins/uploads.js';
import * as exams from './service.js';

const staff = ['admin', 'teacher'] as const;
const fileRules = {
  fields: ['file'],
  extensions: EXAM_FILE_EXTENSIONS,
  maxBytes: EXAM_FILE_MAX_BYTES,
  maxCount: 1,
};

export const examsModule: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  route(app, api.list, staff, async (req) => ({
    success: true,
    ...(await exams.listExams(ctx, currentUser(req), req.query)),
  }));

  route(app, api.mine, ['student'], async (req) => ({
    success: true,
    ...(await exams.listMyExams(ctx, currentUser(req), req.query)),
  }));

  route(app, api.create, staff, async (req) => ({
    success: true,
    message: 'Exam uploaded successfully!',
    data: await withUpload(req, ctx.storage, fileRules, (upload) =>
      exams.createExam(
        ctx,
        currentUser(req),
        parseOrThrow(examFields, formObject(upload.fields)),
        upload.files[0],
      ),
    ),
  }));

  route(app, api.update, staff, async (req) => ({
    success: true,
    message: 'Exam updated successfully!',
    data: await withUpload(req, ctx.storage, fileRules, (upload) =>
      exams.updateExam(
        ctx,
        currentUser(req),
        req.params.id,
        parseOrThrow(examFields, formObject(upload.fields)),
        upload.files[0],
      ),
    ),
  }));

  route(app, api.remove, staff, async (req) => {
    await exams.deleteExam(ctx, currentUser(req), req.params.id);
    return { success: true, message: 'Exam deleted successfully!' };
  });

  route(app, api.file, 'signed-in', async (req, reply) =>
    sendStoredFile(reply, ctx.storage, await exams.findExamFile(ctx, currentUser(req), req.params.id)),
  );
};
