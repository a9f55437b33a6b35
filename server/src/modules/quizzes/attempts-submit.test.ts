import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/app.js';
import { enrol } from '../../../test/factories.js';
import { answer, attemptCalls } from '../../../test/quiz-attempts.js';
import { attemptRows, quizSuite, startedSecondsAgo } from '../../../test/quizzes.js';
import { quizAttemptAnswers } from '../../db/schema/index.js';

/** Submitting a quiz: once, by several students at once, late, timed, and with a checked body. */

const suite = quizSuite('Quiz');
const { start, submit, allRight } = attemptCalls(suite);

describe('submitting a quiz', () => {
  it('refuses a submit without a start', async () => {
    const quiz = await suite.newQuiz();
    const res = await submit(quiz._id, allRight());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, code: 'quizNotStarted', message: 'Start the quiz first.' });
  });

  it('grades once: a repeated submit returns the first result and a new start is refused', async () => {
    const quiz = await suite.newQuiz();
    await start(quiz._id);
    const first = await submit(quiz._id, { answers: [answer(suite.q[0]!, 'Newton')] });
    expect(first.json().score).toBe(25);
    const again = await submit(quiz._id, allRight());
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const restart = await start(quiz._id);
    expect(restart.statusCode).toBe(409);
    expect(restart.json().message).toBe('You have already taken this quiz.');
    expect(await attemptRows(suite.t, quiz._id)).toHaveLength(1);
  });

  it('gives each of several students pressing at once their own attempt and result (one statement for all)', async () => {
    const [one, two] = [await suite.newQuiz(), await suite.newQuiz()];
    const other = await signedIn(suite.t, 'student');
    const otherProfile = await enrol(suite.t, other.user.id, [suite.s.subject.id]);
    // Two quizzes, two students and an outsider, all released together: one batch of reads and
    // writes, in which every caller must still get exactly their own answer.
    const started = await Promise.all([
      start(one._id),
      start(one._id, other),
      start(two._id),
      start(one._id, suite.s.outsider),
    ]);
    expect(started.map((r) => r.statusCode)).toEqual([200, 200, 200, 404]);
    expect(started.slice(0, 3).map((r) => r.json().title)).toEqual([one.title, one.title, two.title]);
    const submitted = await Promise.all([
      submit(one._id, allRight()),
      submit(one._id, { answers: [answer(suite.q[0]!, suite.q[0]!.rightChoice)] }, other),
      submit(two._id, { answers: [] }),
      submit(one._id, allRight(), suite.s.outsider),
    ]);
    expect(submitted.map((r) => r.statusCode)).toEqual([200, 200, 200, 404]);
    expect(submitted.slice(0, 3).map((r) => r.json().score)).toEqual([100, 25, 0]);
    const rows = [...(await attemptRows(suite.t, one._id)), ...(await attemptRows(suite.t, two._id))];
    expect(rows.map((r) => [r.quizId, r.studentId, r.score]).sort()).toEqual(
      [
        [one._id, suite.s.student.profile.id, 100],
        [one._id, otherProfile.id, 25],
        [two._id, suite.s.student.profile.id, 0],
      ].sort(),
    );
    const answers = await suite.t.database.db.select().from(quizAttemptAnswers);
    for (const row of rows) expect(answers.find((a) => a.attemptId === row.id)?.answers).toHaveLength(4);
  });

  it('grades exactly once when two submits race, and both get that result', async () => {
    const quiz = await suite.newQuiz();
    await start(quiz._id);
    const [a, b] = await Promise.all([
      submit(quiz._id, allRight()),
      submit(quiz._id, { answers: [answer(suite.q[0]!, 'Watt')] }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect([0, 100]).toContain(a.json().score);
    const rows = await attemptRows(suite.t, quiz._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.score).toBe(a.json().score);
    const answers = await suite.t.database.db
      .select()
      .from(quizAttemptAnswers)
      .where(eq(quizAttemptAnswers.attemptId, rows[0]!.id));
    expect(answers).toHaveLength(1);
    expect(answers[0]!.answers).toHaveLength(4);
  });

  it('marks an attempt late only more than 30 s after its time ran out, and keeps it', async () => {
    const onTime = await suite.newQuiz({ durationMinutes: 5 });
    await start(onTime._id);
    await startedSecondsAgo(suite.t, onTime._id, suite.s.student.profile.id, 5 * 60 + 20);
    const kept = (await submit(onTime._id, allRight())).json();
    expect(kept.submission).toMatchObject({ status: 'graded', isLate: false, grade: 100 });

    const late = await suite.newQuiz({ durationMinutes: 5 });
    await start(late._id);
    await startedSecondsAgo(suite.t, late._id, suite.s.student.profile.id, 5 * 60 + 31);
    const res = await submit(late._id, allRight());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      score: 100,
      submission: { status: 'late', isLate: true, grade: 100 },
    });
  });

  it('stores the time taken as sent, capped to the time that really passed', async () => {
    const honest = await suite.newQuiz();
    await start(honest._id);
    await startedSecondsAgo(suite.t, honest._id, suite.s.student.profile.id, 300);
    expect((await submit(honest._id, { answers: [], timeTaken: 250.4 })).json().submission.timeTaken).toBe(
      250,
    );

    const boastful = await suite.newQuiz();
    await start(boastful._id);
    await startedSecondsAgo(suite.t, boastful._id, suite.s.student.profile.id, 90);
    const capped = (await submit(boastful._id, { answers: [], timeTaken: 5000 })).json().submission.timeTaken;
    expect(capped).toBeGreaterThanOrEqual(90);
    expect(capped).toBeLessThanOrEqual(92);

    const silent = await suite.newQuiz();
    await start(silent._id);
    await startedSecondsAgo(suite.t, silent._id, suite.s.student.profile.id, 60);
    const measured = (await submit(silent._id, { answers: [] })).json();
    expect(measured.submission.timeTaken).toBeGreaterThanOrEqual(60);
    expect(measured).toMatchObject({ score: 0, correctAnswers: 0, totalQuestions: 4 });
  });

  it('checks the body', async () => {
    const quiz = await suite.newQuiz();
    await start(quiz._id);
    const cases: [unknown, string][] = [
      [{ answers: 'all' }, 'answers: must be a list of answers'],
      [{ answers: [{ selectedAnswer: 'x' }] }, 'answers.0.question: is required'],
      [{ answers: [], timeTaken: -5 }, 'timeTaken: must be a number of seconds'],
      [{ answers: [], timeTaken: 'long' }, 'timeTaken: must be a number of seconds'],
    ];
    for (const [body, message] of cases) {
      const res = await submit(quiz._id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const [attempt] = await attemptRows(suite.t, quiz._id);
    expect(attempt!.submittedAt).toBeNull();
  });
});
