import { QUIZ_LATE_GRACE_SECONDS } from '@sabora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quizForm, quizSuite } from '../../../test/quizzes.js';
import { call, get } from '../../../test/requests.js';
import { quizzes } from '../../db/schema/index.js';

/** When students and parents see a quiz's answer key (docs/decisions.md, "Answer key"). */

const suite = quizSuite('Key');

type Who = { headers: Record<string, string> };
type Answer = { correctAnswer: string | null; isCorrect: boolean | null };
type Result = { quiz: { _id: string }; answers: Answer[]; [field: string]: unknown };

/** The first question answered right, the second wrong, the rest left blank. */
async function takeQuiz(quizId: string, who: Who = suite.s.student) {
  await call(suite.t, 'POST', `/api/quizzes/${quizId}/start`, who.headers);
  const res = await call(suite.t, 'POST', `/api/quizzes/${quizId}/submit`, who.headers, {
    answers: [
      { question: suite.q[0]!.id, selectedAnswer: suite.q[0]!.rightChoice },
      { question: suite.q[1]!.id, selectedAnswer: '0' },
    ],
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const resultOf = async (quizId: string, who: Who, query = ''): Promise<Result> => {
  const res = await get(suite.t, `/api/quiz-submissions/my${query}`, who.headers);
  expect(res.statusCode).toBe(200);
  return res.json().data.find((r: Result) => r.quiz._id === quizId);
};
const studentResult = (quizId: string) => resultOf(quizId, suite.s.student);
const parentResult = (quizId: string) =>
  resultOf(quizId, suite.s.student.parent, `?student=${suite.s.student.profile.id}`);
const staffResult = async (quizId: string, title: string): Promise<Result> => {
  const res = await get(
    suite.t,
    `/api/quiz-submissions?search=${encodeURIComponent(title)}`,
    suite.s.teacher.headers,
  );
  expect(res.statusCode).toBe(200);
  return res.json().data.find((r: Result) => r.quiz._id === quizId);
};

const key = () => suite.q.map((x) => x.rightChoice);
const expectKeyShown = (result: { answers: Answer[]; answerKeyShown?: unknown }) => {
  expect(result.answerKeyShown).toBe(true);
  expect(result.answers.map((a) => a.correctAnswer)).toEqual(key());
  expect(result.answers.map((a) => a.isCorrect)).toEqual([true, false, false, false]);
};
const expectKeyHidden = (result: { answers: Answer[]; answerKeyShown?: unknown }) => {
  expect(result.answerKeyShown).toBe(false);
  expect(result.answers).toHaveLength(4);
  for (const answer of result.answers) expect(answer).toMatchObject({ correctAnswer: null, isCorrect: null });
  // Nothing of the key anywhere in the reply but the student's own choice.
  expect(
    JSON.stringify(result.answers.map(({ correctAnswer, isCorrect }) => ({ correctAnswer, isCorrect }))),
  ).not.toMatch(/true|false|Newton|9\.8|scalar/);
};

/** Moves a quiz's due date back in time, as time passing would. */
const dueAgo = (quizId: string, ms: number) =>
  suite.t.database.db
    .update(quizzes)
    .set({ dueDate: new Date(Date.now() - ms) })
    .where(eq(quizzes.id, quizId));

describe('the quiz form', () => {
  it('stores the setting, after the due date unless told otherwise, and refuses another value', async () => {
    const plain = await suite.newQuiz();
    expect(plain).toMatchObject({ showCorrectAnswers: 'afterDue' });
    const never = await suite.newQuiz({ showCorrectAnswers: 'never' });
    expect(never).toMatchObject({ showCorrectAnswers: 'never' });

    const edit = (overrides: Record<string, unknown>) =>
      call(
        suite.t,
        'PUT',
        `/api/quizzes/${plain._id}`,
        suite.s.teacher.headers,
        quizForm(
          suite.s.subject.id,
          suite.q.map((x) => x.id),
          { title: plain.title, ...overrides },
        ),
      );
    const edited = await edit({ showCorrectAnswers: 'afterSubmit' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.showCorrectAnswers).toBe('afterSubmit');
    const [row] = await suite.t.database.db.select().from(quizzes).where(eq(quizzes.id, plain._id));
    expect(row!.showCorrectAnswers).toBe('afterSubmit');

    const refused = await edit({ showCorrectAnswers: 'sometimes' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^showCorrectAnswers: /);
    const listed = await get(
      suite.t,
      `/api/quizzes?search=${encodeURIComponent(plain.title)}`,
      suite.s.teacher.headers,
    );
    expect(listed.json().data[0].showCorrectAnswers).toBe('afterSubmit');
  });
});

describe('after the due date (the default)', () => {
  it('keeps the key from the student and their parent while the quiz is open; the score shows', async () => {
    const quiz = await suite.newQuiz({ durationMinutes: 15 });
    const submitted = await takeQuiz(quiz._id);
    expect(submitted).toMatchObject({ score: 25, correctAnswers: 1, totalQuestions: 4 });
    expectKeyHidden(submitted.submission);
    const due = new Date((await studentResult(quiz._id)).dueDate as string);
    const opens = due.getTime() + 15 * 60_000 + QUIZ_LATE_GRACE_SECONDS * 1000;
    for (const result of [
      submitted.submission,
      await studentResult(quiz._id),
      await parentResult(quiz._id),
    ]) {
      expectKeyHidden(result);
      expect(result).toMatchObject({
        score: 25,
        correctAnswers: 1,
        showCorrectAnswers: 'afterDue',
        answerKeyFrom: new Date(opens).toISOString(),
      });
    }
    // A repeated submit answers with the stored result: hidden too.
    expectKeyHidden((await takeQuiz(quiz._id)).submission);
    expectKeyShown(await staffResult(quiz._id, quiz.title));
  });

  it('shows it once the due date has passed and no attempt can still be running', async () => {
    const quiz = await suite.newQuiz({ durationMinutes: 15 });
    await takeQuiz(quiz._id);
    // Due a minute ago: a classmate who started just before still has 14 minutes.
    await dueAgo(quiz._id, 60_000);
    expectKeyHidden(await studentResult(quiz._id));
    expectKeyHidden(await parentResult(quiz._id));

    await dueAgo(quiz._id, (15 * 60 + QUIZ_LATE_GRACE_SECONDS + 1) * 1000);
    expectKeyShown(await studentResult(quiz._id));
    expectKeyShown(await parentResult(quiz._id));
  });
});

describe('right after submitting', () => {
  it('shows the key at once to the student and their parent', async () => {
    const quiz = await suite.newQuiz({ showCorrectAnswers: 'afterSubmit' });
    const submitted = await takeQuiz(quiz._id);
    expectKeyShown(submitted.submission);
    expect(submitted.submission.answerKeyFrom).toBe(submitted.submission.submittedAt);
    expectKeyShown(await studentResult(quiz._id));
    expectKeyShown(await parentResult(quiz._id));
    // A classmate still taking it gets nothing of it from their own start.
    const started = await call(suite.t, 'POST', `/api/quizzes/${quiz._id}/start`, suite.s.classmate.headers);
    expect(started.body).not.toMatch(/correct/i);
  });
});

describe('never', () => {
  it('never shows the key to students and parents, even long after the due date; staff see it', async () => {
    const quiz = await suite.newQuiz({ showCorrectAnswers: 'never' });
    const submitted = await takeQuiz(quiz._id);
    expectKeyHidden(submitted.submission);
    expect(submitted.submission).toMatchObject({
      showCorrectAnswers: 'never',
      answerKeyFrom: null,
      score: 25,
    });
    await dueAgo(quiz._id, 30 * 86_400_000);
    expectKeyHidden(await studentResult(quiz._id));
    expectKeyHidden(await parentResult(quiz._id));
    expectKeyShown(await staffResult(quiz._id, quiz.title));
  });
});
