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

it('gives staff two quizzes per subject, built from its question bank', async () => {
  const admin = await headersOf('admin@sabora.school');
  const res = await t.app.inject({ method: 'GET', url: '/api/quizzes?limit=100', headers: admin });
  const quizzes = res.json().data as { subject: { _id: string }; questionCount: number; dueDate: string }[];
  expect(quizzes).toHaveLength(12);
  expect(new Set(quizzes.map((q) => q.subject._id)).size).toBe(6);
  expect(quizzes.every((q) => q.questionCount === 2 && new Date(q.dueDate) > new Date())).toBe(true);
  expect(quizzes.filter((q) => (q as unknown as { attemptCount: number }).attemptCount === 1)).toHaveLength(
    6,
  );
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
  ).json().data;
  expect(results).toHaveLength(1);
  expect(results[0]).toMatchObject({
    // Youssef takes IGCSE: his result is shown on that scale.
    quiz: { subject: { name: 'Mathematics', system: 'IGCSE' } },
    status: 'graded',
    score: 100,
    grade: 100,
    correctAnswers: 2,
    totalQuestions: 2,
  });
  expect(results[0].answers.every((a: { isCorrect: boolean }) => a.isCorrect)).toBe(true);
  expect(available.map((q) => q._id)).not.toContain(results[0].quiz._id);

  const started = await t.app.inject({
    method: 'POST',
    url: `/api/quizzes/${available[0]!._id}/start`,
    headers: student,
  });
  expect(started.statusCode).toBe(200);
  expect(started.json().questions).toHaveLength(2);
});
