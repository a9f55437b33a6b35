import {
  gradingEndpoints,
  type HandInEndpoints,
  type StaffEndpoints,
  SUBMISSION_FILE_EXTENSIONS,
  SUBMISSION_FILE_MAX_BYTES,
  SUBMISSION_MAX_FILES,
  type SubmissionKind,
  submissionEndpoints,
} from '@sabora/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext, ModuleOptions } from '../../context.js';
import { contentDisposition } from '../../lib/content-disposition.js';
import { formObject } from '../../lib/validate.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import { sendStoredFile, withUpload } from '../../plugins/uploads.js';
import { type GradingConfig, gradingService, type StaffItem } from './grading.js';
import { gradingKinds } from './grading-kinds.js';
import { handInsZip } from './hand-ins-zip.js';
import { examKind, homeworkKind, type KindConfig, type SubmissionOf } from './kinds.js';
import { submissionService } from './service.js';

/** Hand-in files; the web app sends `files` (homeworks) or `files[]` (exams): both are accepted. */
const submissionRules = {
  fields: ['files', 'files[]'],
  extensions: SUBMISSION_FILE_EXTENSIONS,
  maxBytes: SUBMISSION_FILE_MAX_BYTES,
  maxCount: SUBMISSION_MAX_FILES,
};

/** One kind's hand-in routes: its service and its endpoints, paired by the kind's submission type. */
function routesFor<K extends SubmissionKind>(
  app: FastifyInstance,
  ctx: AppContext,
  kind: KindConfig<K>,
  api: HandInEndpoints<SubmissionOf<K>>,
) {
  const service = submissionService(kind);
  const own = ['student', 'parent'] as const;

  route(app, api.mine, own, async (req) => ({
    success: true,
    data: await service.listMine(ctx, currentUser(req), req.query.student),
  }));

  route(app, api.mineFor, own, async (req) => ({
    success: true,
    ...(await service.findMine(ctx, currentUser(req), req.params.itemId, req.query.student)),
  }));

  route(app, api.submit, ['student'], async (req) => ({
    success: true,
    message: 'Submitted successfully!',
    data: await withUpload(req, ctx.storage, submissionRules, (upload) =>
      service.submit(ctx, currentUser(req), formObject(upload.fields), upload.files),
    ),
  }));

  route(app, api.replace, ['student'], async (req) => ({
    success: true,
    message: 'Hand-in replaced.',
    data: await withUpload(req, ctx.storage, submissionRules, (upload) =>
      service.replace(ctx, currentUser(req), req.params.id, upload.files),
    ),
  }));

  route(app, api.zip, ['admin', 'teacher'], async (req, reply) => {
    const zip = await handInsZip(ctx, currentUser(req), kind, req.params.id);
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', contentDisposition(zip.fileName))
      .header('Cache-Control', 'private, max-age=0')
      .send(zip.stream);
  });

  for (const [endpoint, which] of [
    [api.file, 'submitted'],
    [api.correctionFile, 'correction'],
    [api.earlierFile, 'earlier'],
  ] as const) {
    route(app, endpoint, 'signed-in', async (req, reply) =>
      sendStoredFile(
        reply,
        ctx.storage,
        await service.findFile(ctx, currentUser(req), req.params.id, which, req.params.index),
      ),
    );
  }
}

/** Correction files follow the submission rules, sent as `correctionFiles` (or `[]`). */
const correctionRules = { ...submissionRules, fields: ['correctionFiles', 'correctionFiles[]'] };

/**
 * The staff list and grading of one kind (grading.ts), and quiz correction files. The service
 * replies with a staff item of any kind; each kind's reply schema checks that it is its own.
 */
function staffRoutesFor(
  app: FastifyInstance,
  ctx: AppContext,
  cfg: GradingConfig,
  api: StaffEndpoints<StaffItem, StaffItem>,
) {
  const service = gradingService(cfg);
  const staff = ['admin', 'teacher'] as const;

  route(app, api.list, staff, async (req) => {
    const page = await service.listForStaff(ctx, currentUser(req), req.query);
    return { success: true, ...page };
  });

  route(app, api.grade, staff, async (req) => ({
    success: true,
    message: 'Grade updated successfully!',
    data: await withUpload(req, ctx.storage, correctionRules, (upload) =>
      service.grade(ctx, currentUser(req), req.params.id, formObject(upload.fields), upload.files),
    ),
  }));

  // Homeworks and exams serve theirs with their submitted files (routesFor); quizzes have only these.
  if (cfg.kind === 'quiz') {
    route(app, api.correctionFile, 'signed-in', async (req, reply) =>
      sendStoredFile(
        reply,
        ctx.storage,
        await service.findCorrectionFile(ctx, currentUser(req), req.params.id, req.params.index),
      ),
    );
  }
}

/**
 * Homework and exam submissions: the same calls under /homework-submissions and /exam-submissions;
 * the staff list and grading also for /quiz-submissions (its `/my` is in the quizzes module).
 */
export const submissionsModule: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  routesFor(app, ctx, homeworkKind, submissionEndpoints.homework);
  routesFor(app, ctx, examKind, submissionEndpoints.exam);
  for (const cfg of gradingKinds) staffRoutesFor(app, ctx, cfg, gradingEndpoints[cfg.kind]);
};
