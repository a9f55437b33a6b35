import {
  availableQuizSchema,
  idSchema,
  listReply,
  mySubmissionsQuery,
  quizBody,
  quizListQuery,
  quizStartReply,
  quizSubmissionSchema,
  quizSubmitBody,
  quizSubmitReply,
  staffQuizSchema,
} from '@sabora/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../context.js';
import { currentUser } from '../../plugins/auth.js';
import { sendStoredFile } from '../../plugins/uploads.js';
import * as attempts from './attempts.js';
import * as results from './results.js';
import * as quizzes from './service.js';

const staff = { access: ['admin', 'teacher'] } as const;
const student = { access: ['student'] } as const;
const params = z.object({ id: idSchema });
const one = (message: string) =>
  z.object({ success: z.literal(true), message: z.literal(message), data: staffQuizSchema });

/** Staff spec §2/§7 (quizzes admin) and student spec §2.5/§7 (taking quizzes, My Results). */
export const quizzesModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  app.get(
    '/quizzes',
    { config: staff, schema: { querystring: quizListQuery, response: { 200: listReply(staffQuizSchema) } } },
    async (req) => ({
      success: true as const,
      ...(await quizzes.listQuizzes(ctx, currentUser(req), req.query)),
    }),
  );

  app.post(
    '/quizzes',
    { config: staff, schema: { body: quizBody, response: { 201: one('Quiz created successfully!') } } },
    async (req, reply) =>
      reply.status(201).send({
        success: true as const,
        message: 'Quiz created successfully!' as const,
        data: await quizzes.createQuiz(ctx, currentUser(req), req.body),
      }),
  );

  app.put(
    '/quizzes/:id',
    {
      config: staff,
      schema: { params, body: quizBody, response: { 200: one('Quiz updated successfully!') } },
    },
    async (req) => ({
      success: true as const,
      message: 'Quiz updated successfully!' as const,
      data: await quizzes.updateQuiz(ctx, currentUser(req), req.params.id, req.body),
    }),
  );

  app.delete('/quizzes/:id', { config: staff, schema: { params } }, async (req) => {
    await quizzes.deleteQuiz(ctx, currentUser(req), req.params.id);
    return { success: true, message: 'Quiz deleted successfully!' };
  });

  app.get(
    '/quizzes/available',
    {
      config: student,
      schema: {
        response: { 200: z.object({ success: z.literal(true), data: z.array(availableQuizSchema) }) },
      },
    },
    async (req) => ({ success: true as const, data: await attempts.listAvailable(ctx, currentUser(req)) }),
  );

  app.post(
    '/quizzes/:id/start',
    { config: student, schema: { params, response: { 200: quizStartReply } } },
    async (req) => attempts.startQuiz(ctx, currentUser(req), req.params.id),
  );

  app.post(
    '/quizzes/:id/submit',
    { config: student, schema: { params, body: quizSubmitBody, response: { 200: quizSubmitReply } } },
    async (req) => attempts.submitQuiz(ctx, currentUser(req), req.params.id, req.body),
  );

  app.get(
    '/quizzes/:id/questions/:questionId/image',
    { config: { access: 'signed-in' }, schema: { params: params.extend({ questionId: idSchema }) } },
    async (req, reply) =>
      sendStoredFile(
        reply,
        ctx.storage,
        await attempts.findQuizQuestionImage(ctx, currentUser(req), req.params.id, req.params.questionId),
        'inline',
      ),
  );

  app.get(
    '/quiz-submissions/my',
    {
      config: { access: ['student', 'parent'] },
      schema: {
        querystring: mySubmissionsQuery,
        response: { 200: z.object({ success: z.literal(true), data: z.array(quizSubmissionSchema) }) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await results.listMyResults(ctx, currentUser(req), req.query.student),
    }),
  );
};
