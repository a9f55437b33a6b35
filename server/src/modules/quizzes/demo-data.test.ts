import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext, tokenFor } from '../../../test/app.js';
import { seedDemoIfEmpty } from '../../seed/demo.js';

/** The demo school's quizzes (server/src/seed/demo-quizzes.ts), as its people meet them. */
let t: TestContext;
const headersOf = async (email: string) => ({
  authorization: `Bearer ${await tokenFor(t, email, 'sabora123')}`,
});
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty(t.database.db, t.storage);
});
afterAll(() => t.close());

it('gives staff two upcoming quizzes per subject from its question bank, and an earlier one every student took', async () => {
  const admin = await headersOf('admin@sabora.school');
  const res = await t.app.inject({ method: 'GET', url: '/api/quizzes?limit=100', headers: admin });
  const quizzes = res.json().data as {
    title: string;
    subject: { _id: string };
    questionCount: number;
    dueDate: string;
    attemptCount: number;
  }[];
  const upcoming = quizzes.filter((q) => new Date(q.dueDate) > new Date());
  expect(upcoming).toHaveLength(12);
  expect(new Set(upcoming.map((q) => q.subject._id)).size).toBe(6);
  expect(upcoming.every((q) => q.questionCount === 2)).toBe(true);
  expect(upcoming.filter((q) => q.attemptCount === 1)).toHaveLength(6);
  // The term so far (seed/demo-history.ts): one closed diagnostic per subject, taken by its class.
  const earlier = quizzes.filter((q) => new Date(q.dueDate) <= new Date());
  expect(earlier.map((q) => q.title).every((title) => title.endsWith(': chapter 1 diagnostic'))).toBe(true);
  expect(new Set(earlier.map((q) => q.subject._id)).size).toBe(6);
  expect(earlier.every((q) => q.attemptCount >= 2)).toBe(true);
});

it('gives the first demo student quizzes to take and a graded result in My Results', async () => {
  const student = await headersOf('youssef.mostafa@students.sabora.school');
  const available = (
    await t.app.inject({ method: 'GET', url: '/api/quizzes/available', headers: student })
  ).json().data as { _id: string; attempt: unknown }[];
  expect(available.length).toBeGreaterThanOrEqual(3);
  expect(available.every((q) => q.attempt === null)).toBe(true);

  const results = (
    await t.app.inject({ method: 'GET', url: '/api/quiz-submissions/my', headers: student })
  ).json().data as { quiz: { _id: string; title: string }; answers: { isCorrect: boolean }[] }[];
  // His quick check, and the two diagnostics of the term so far.
  expect(results).toHaveLength(3);
  const quickCheck = results.find((r) => r.quiz.title === 'Mathematics: quick check')!;
  expect(quickCheck).toMatchObject({
    // Youssef takes IGCSE: his result is shown on that scale.
    quiz: { subject: { name: 'Mathematics', system: 'IGCSE' } },
    status: 'graded',
    score: 100,
    grade: 100,
    correctAnswers: 2,
    totalQuestions: 2,
  });
  expect(quickCheck.answers.every((a) => a.isCorrect)).toBe(true);
  expect(available.map((q) => q._id)).not.toContain(quickCheck.quiz._id);

  const started = await t.app.inject({
    method: 'POST',
    url: `/api/quizzes/${available[0]!._id}/start`,
    headers: student,
  });
  expect(started.statusCode).toBe(200);
  expect(started.json().questions).toHaveLength(2);
});
