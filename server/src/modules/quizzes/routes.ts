import { quizEndpoints as api, quizStatisticsEndpoints } from '@sabora/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../context.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import { sendStoredFile } from '../../plugins/uploads.js';
import * as attempts from './attempts.js';
import * as results from './results.js';
import * as saved from './saved-answers.js';
import * as quizzes from './service.js';
import { readQuizStatistics } from './statistics.js';

const staff = ['admin', 'teacher'] as const;
const student = ['student'] as const;

/** The quiz calls (docs/product/api.md, "Quizzes"): staff authoring, taking quizzes, My Results. */
export const quizzesModule: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  route(app, api.list, staff, async (req) => ({
    success: true,
    ...(await quizzes.listQuizzes(ctx, currentUser(req), req.query)),
  }));
  route(app, quizStatisticsEndpoints.get, staff, async (req) => ({
    success: true,
    data: await readQuizStatistics(ctx, currentUser(req), req.params.id),
  }));

  route(app, api.create, staff, async (req) => ({
    success: true,
    message: 'Quiz created successfully!',
    data: await quizzes.createQuiz(ctx, currentUser(req), req.body),
  }));

  route(app, api.update, staff, async (req) => ({
    success: true,
    message: 'Quiz updated successfully!',
    data: await quizzes.updateQuiz(ctx, currentUser(req), req.params.id, req.body),
  }));

  route(app, api.remove, staff, async (req) => {
    await quizzes.deleteQuiz(ctx, currentUser(req), req.params.id);
    return { success: true, message: 'Quiz deleted successfully!' };
  });

  route(app, api.available, student, async (req) => ({
    success: true,
    data: await attempts.listAvailable(ctx, currentUser(req)),
  }));

  route(app, api.start, student, async (req) => attempts.startQuiz(ctx, currentUser(req), req.params.id));

  route(app, api.submit, student, async (req) =>
    attempts.submitQuiz(ctx, currentUser(req), req.params.id, req.body),
  );

  route(app, api.saveAnswers, student, async (req) =>
    saved.saveAnswers(ctx, currentUser(req), req.params.id, req.body),
  );

  route(app, api.questionImage, 'signed-in', async (req, reply) =>
    sendStoredFile(
      reply,
      ctx.storage,
      await attempts.findQuizQuestionImage(ctx, currentUser(req), req.params.id, req.params.questionId),
      'inline',
    ),
  );

  route(app, api.myResults, ['student', 'parent'], async (req) => ({
    success: true,
    data: await results.listMyResults(ctx, currentUser(req), req.query.student),
  }));
};
