import { z } from 'zod';
import { idSchema } from './common.js';
import { endpoint } from './endpoint.js';

/** A histogram of scores (`scoreHistogram`): ten bands and how many fell in each. */
export const histogramSchema = z.array(
  z.object({ from: z.number().int(), to: z.number().int(), count: z.number().int() }),
);

/** The share of attempts in each of the top and bottom groups of the discrimination index. */
export const DISCRIMINATION_GROUP = 0.27;
/** Below this many submitted attempts the groups are too small for a discrimination index. */
export const DISCRIMINATION_MIN_ATTEMPTS = 4;

export const quizStatisticsSchema = z.object({
  /** Submitted attempts. */
  attempts: z.number().int(),
  /** Of the scores (the share of right answers, 0–100), one decimal; null with no attempt. */
  mean: z.number().nullable(),
  median: z.number().nullable(),
  histogram: histogramSchema,
  questions: z.array(
    z.object({
      question: z.string(),
      title: z.string(),
      /** Share of attempts that answered it right, 0–1; null with no attempt. */
      correctRate: z.number().nullable(),
      /**
       * Right-answer rate of the top 27 % of attempts by score minus that of the bottom 27 %
       * (−1 to 1; high: the question tells strong from weak). Null below
       * `DISCRIMINATION_MIN_ATTEMPTS` attempts.
       */
      discrimination: z.number().nullable(),
      /** Each option in the question's order and how many chose it; unanswered ones apart. */
      options: z.array(z.object({ text: z.string(), chosen: z.number().int(), correct: z.boolean() })),
      unanswered: z.number().int(),
    }),
  ),
});
export type QuizStatistics = z.infer<typeof quizStatisticsSchema>;

/** A quiz's results for its staff (docs/product/api.md, "Quizzes"). */
export const quizStatisticsEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/quizzes/:id/statistics',
    params: z.object({ id: idSchema }),
    reply: z.object({ success: z.literal(true), data: quizStatisticsSchema }),
  }),
};
