import {
  listReply,
  mySubmissionsQuery,
  SUBMISSION_FILE_EXTENSIONS,
  SUBMISSION_FILE_MAX_BYTES,
  SUBMISSION_MAX_FILES,
  staffSubmissionItemSchemas,
  staffSubmissionSchemas,
  staffSubmissionsQuery,
} from '@sabora/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext, ModuleOptions } from '../../context.js';
import { formObject } from '../../lib/validate.js';
import { currentUser } from '../../plugins/auth.js';
import { sendStoredFile, withUpload } from '../../plugins/uploads.js';
import { type GradingConfig, gradingService } from './grading.js';
import { gradingKinds } from './grading-kinds.js';
import { examKind, homeworkKind, type KindConfig } from './kinds.js';
import { submissionService } from './service.js';

/** Student spec §2.6/§5; the web app sends `files` (homeworks) or `files[]` (exams): both are accepted. */
const submissionRules = {
  fields: ['files', 'files[]'],
  extensions: SUBMISSION_FILE_EXTENSIONS,
  maxBytes: SUBMISSION_FILE_MAX_BYTES,
  maxCount: SUBMISSION_MAX_FILES,
};

// Ids and indexes are checked by the service: a malformed one is a 404 like a missing one.
const fileParams = z.object({ id: z.string(), index: z.string() });

type App = Parameters<FastifyPluginAsyncZod<ModuleOptions>>[0];

function routesFor(r: App, ctx: AppContext, kind: KindConfig) {
  const service = submissionService(kind);
  const base = `/${kind.kind}-submissions`;
  const own = { access: ['student', 'parent'] } as const;

  r.get(
    `${base}/my`,
    {
      config: own,
      schema: {
        querystring: mySubmissionsQuery,
        response: { 200: z.object({ success: z.literal(true), data: z.array(kind.schema) }) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await service.listMine(ctx, currentUser(req), req.query.student),
    }),
  );

  r.get(
    `${base}/my/:itemId`,
    {
      config: own,
      schema: {
        params: z.object({ itemId: z.string() }),
        querystring: mySubmissionsQuery,
        response: {
          200: z.object({
            success: z.literal(true),
            submitted: z.boolean(),
            submission: kind.schema.nullable(),
          }),
        },
      },
    },
    async (req) => ({
      success: true as const,
      ...(await service.findMine(ctx, currentUser(req), req.params.itemId, req.query.student)),
    }),
  );

  r.post(`${base}/submit`, { config: { access: ['student'] } }, async (req, reply) => {
    const data = await withUpload(req, ctx.storage, submissionRules, (upload) =>
      service.submit(ctx, currentUser(req), formObject(upload.fields), upload.files),
    );
    return reply.status(201).send({ success: true, message: 'Submitted successfully!', data });
  });

  for (const [segment, which] of [
    ['file', 'submitted'],
    ['correction-file', 'correction'],
  ] as const) {
    r.get(
      `${base}/:id/${segment}/:index`,
      { config: { access: 'signed-in' }, schema: { params: fileParams } },
      async (req, reply) =>
        sendStoredFile(
          reply,
          ctx.storage,
          await service.findFile(ctx, currentUser(req), req.params.id, which, req.params.index),
        ),
    );
  }
}

/** Staff spec §2/§7: correction files follow the submission rules, sent as `correctionFiles` (or `[]`). */
const correctionRules = { ...submissionRules, fields: ['correctionFiles', 'correctionFiles[]'] };

/** The staff list and grading of homeworks, quizzes and exams (grading.ts), and quiz correction files. */
function staffRoutesFor(r: App, ctx: AppContext, cfg: GradingConfig) {
  const service = gradingService(cfg);
  const base = `/${cfg.kind}-submissions`;
  const staff = { access: ['admin', 'teacher'] } as const;

  r.get(
    base,
    {
      config: staff,
      schema: {
        querystring: staffSubmissionsQuery,
        response: { 200: listReply(staffSubmissionItemSchemas[cfg.kind]) },
      },
    },
    async (req) => ({
      success: true as const,
      ...(await service.listForStaff(ctx, currentUser(req), req.query)),
    }),
  );

  r.put(
    `${base}/:id/grade`,
    {
      config: staff,
      schema: {
        params: z.object({ id: z.string() }),
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            data: staffSubmissionSchemas[cfg.kind],
          }),
        },
      },
    },
    async (req) => {
      const data = await withUpload(req, ctx.storage, correctionRules, (upload) =>
        service.grade(ctx, currentUser(req), req.params.id, formObject(upload.fields), upload.files),
      );
      return { success: true as const, message: 'Grade updated successfully!', data: data as never };
    },
  );

  // Homeworks and exams serve theirs with their submitted files (routesFor); quizzes have only these.
  if (cfg.kind === 'quiz') {
    r.get(
      `${base}/:id/correction-file/:index`,
      { config: { access: 'signed-in' }, schema: { params: fileParams } },
      async (req, reply) =>
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
export const submissionsModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  routesFor(app, ctx, homeworkKind);
  routesFor(app, ctx, examKind);
  for (const cfg of gradingKinds) staffRoutesFor(app, ctx, cfg);
};
