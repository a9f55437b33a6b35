import type { quizSuite } from './quizzes.js';
import { call } from './requests.js';

/** What a student does with a quiz suite's quizzes, for the attempts suites (src/modules/quizzes/). */

export type Who = { headers: Record<string, string> };

/** One answer, as a submit sends it. */
export const answer = (question: { id: string }, selectedAnswer: string) => ({
  question: question.id,
  selectedAnswer,
});

/** The calls of the suite's student, or of `who` when given. */
export function attemptCalls(suite: ReturnType<typeof quizSuite>) {
  return {
    start: (id: string, who: Who = suite.s.student) =>
      call(suite.t, 'POST', `/api/quizzes/${id}/start`, who.headers),
    submit: (id: string, body: unknown, who: Who = suite.s.student) =>
      call(suite.t, 'POST', `/api/quizzes/${id}/submit`, who.headers, body),
    available: (who: Who = suite.s.student) => call(suite.t, 'GET', '/api/quizzes/available', who.headers),
    myResults: (who: Who = suite.s.student, query = '') =>
      call(suite.t, 'GET', `/api/quiz-submissions/my${query}`, who.headers),
    /** Every question of the suite answered right. */
    allRight: () => ({ answers: suite.q.map((x) => answer(x, x.rightChoice)), timeTaken: 10 }),
  };
}
