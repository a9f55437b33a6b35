import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, restartApp, type TestContext } from '../../../test/app.js';
import { attemptRows, bankQuestion, quizForm, quizSchool, startedSecondsAgo } from '../../../test/quizzes.js';
import { call, eventually } from '../../../test/requests.js';
import { notifications, quizAttemptAnswers } from '../../db/schema/index.js';

/**
 * Answers saved as they are chosen: a resume on any device finds them, a submit without
 * them counts them, and the server submits them itself when the time runs out (through the real
 * job queue, polling every 0.5 s).
 */
let t: TestContext;
let s: Awaited<ReturnType<typeof quizSchool>>['s'];
let q: Awaited<ReturnType<typeof quizSchool>>['q'];
let newQuiz: Awaited<ReturnType<typeof quizSchool>>['newQuiz'];
const POLL = { pollingIntervalSeconds: 0.5 };
beforeAll(async () => {
  t = await createTestApp({}, { jobs: POLL });
  ({ s, q, newQuiz } = await quizSchool(t, 'Saved'));
});
afterAll(() => t.close());

type Who = { headers: Record<string, string> };
const start = (id: string, who: Who = s.student) => call(t, 'POST', `/api/quizzes/${id}/start`, who.headers);
const save = (id: string, answers: unknown, who: Who = s.student) =>
  call(t, 'PUT', `/api/quizzes/${id}/answers`, who.headers, { answers });
const submit = (id: string, body: unknown = {}, who: Who = s.student) =>
  call(t, 'POST', `/api/quizzes/${id}/submit`, who.headers, body);
const answer = (question: { id: string }, selectedAnswer: string) => ({
  question: question.id,
  selectedAnswer,
});

describe('saving answers as they are chosen', () => {
  it('keeps them on the attempt, so a start on any device gets them back with the time left', async () => {
    const quiz = await newQuiz({ durationMinutes: 10 });
    await start(quiz._id);
    await startedSecondsAgo(t, quiz._id, s.student.profile.id, 100);
    const first = await save(quiz._id, [answer(q[0]!, ' Joule ')]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().success).toBe(true);
    expect(first.json().timeLeftSeconds).toBeGreaterThanOrEqual(600 - 102);
    expect(first.json().timeLeftSeconds).toBeLessThanOrEqual(600 - 100);
    // Fast answers come in one batch; within it the last choice of a question counts.
    const batch = await save(quiz._id, [answer(q[1]!, '0'), answer(q[0]!, 'Watt'), answer(q[0]!, 'Newton')]);
    expect(batch.statusCode, batch.body).toBe(200);
    // Idempotent: the same save again changes nothing.
    expect((await save(quiz._id, [answer(q[1]!, '0')])).statusCode).toBe(200);

    const [row] = await attemptRows(t, quiz._id);
    expect(row!.savedAnswers).toEqual({ [q[0]!.id]: 'Newton', [q[1]!.id]: '0' });
    const resumed = (await start(quiz._id)).json();
    expect(resumed.answers).toEqual(
      expect.arrayContaining([
        { question: q[0]!.id, selectedAnswer: 'Newton' },
        { question: q[1]!.id, selectedAnswer: '0' },
      ]),
    );
    expect(resumed.answers).toHaveLength(2);
    expect(resumed.timeLeftSeconds).toBeLessThanOrEqual(600 - 100);
  });

  it('leaves out answers to questions that are not in the quiz', async () => {
    const quiz = await newQuiz();
    await start(quiz._id);
    const foreign = await bankQuestion(t, s.subject.id, s.chapter.id, ['a', 'b', '', '']);
    const res = await save(quiz._id, [answer(foreign, 'a'), answer(q[2]!, 'scalar')]);
    expect(res.statusCode).toBe(200);
    expect((await attemptRows(t, quiz._id))[0]!.savedAnswers).toEqual({ [q[2]!.id]: 'scalar' });
  });

  it('refuses a save without a running attempt, after the submit, after the time, and from others', async () => {
    const quiz = await newQuiz({ durationMinutes: 5 });
    const early = await save(quiz._id, [answer(q[0]!, 'Newton')]);
    expect([early.statusCode, early.json().message]).toEqual([409, 'Start the quiz first.']);

    await start(quiz._id);
    // Another student of the subject has no attempt of theirs; a student of another subject cannot see it.
    expect((await save(quiz._id, [answer(q[0]!, 'Newton')], s.classmate)).json().message).toBe(
      'Start the quiz first.',
    );
    expect((await save(quiz._id, [answer(q[0]!, 'Newton')], s.outsider)).statusCode).toBe(404);
    expect((await save(quiz._id, [answer(q[0]!, 'Newton')], s.teacher)).statusCode).toBe(403);
    expect((await save(quiz._id, [answer(q[0]!, 'Newton')], s.student.parent)).statusCode).toBe(403);

    // Within the grace period a submit gets, a save still counts; after it, it is refused.
    await startedSecondsAgo(t, quiz._id, s.student.profile.id, 5 * 60 + 20);
    expect((await save(quiz._id, [answer(q[0]!, 'Joule')])).statusCode).toBe(200);
    await startedSecondsAgo(t, quiz._id, s.student.profile.id, 15);
    const late = await save(quiz._id, [answer(q[0]!, 'Newton')]);
    expect([late.statusCode, late.json().message]).toEqual([
      409,
      'Time is up: answers can no longer be saved.',
    ]);
    expect((await attemptRows(t, quiz._id))[0]!.savedAnswers).toEqual({ [q[0]!.id]: 'Joule' });

    const other = await newQuiz();
    await start(other._id);
    await submit(other._id);
    const after = await save(other._id, [answer(q[0]!, 'Newton')]);
    expect([after.statusCode, after.json().message]).toEqual([409, 'You have already taken this quiz.']);
  });

  it('checks the body', async () => {
    const quiz = await newQuiz();
    await start(quiz._id);
    const cases: [unknown, string][] = [
      [[], 'answers: must hold at least one answer'],
      ['Newton', 'answers: must be a list of answers'],
      [[{ question: 'nope', selectedAnswer: 'x' }], 'answers.0.question: must be a valid id'],
    ];
    for (const [answers, message] of cases) {
      const res = await save(quiz._id, answers);
      expect([res.statusCode, res.json().message], JSON.stringify(answers)).toEqual([400, message]);
    }
    expect((await attemptRows(t, quiz._id))[0]!.savedAnswers).toEqual({});
  });
});

describe('submitting with saved answers', () => {
  it('grades the saved answer of a question the tab did not send, and the sent one over the saved', async () => {
    const quiz = await newQuiz();
    await start(quiz._id);
    await save(quiz._id, [answer(q[0]!, 'Newton'), answer(q[1]!, '0'), answer(q[2]!, 'scalar')]);
    // The new tab lost q[0] (sent ''), changed q[1] and never heard of q[2]; nobody answered q[3].
    const res = await submit(quiz._id, { answers: [answer(q[0]!, ''), answer(q[1]!, '9.8 m/s²')] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ score: 75, correctAnswers: 3, totalQuestions: 4 });
    expect(res.json().submission.autoSubmitted).toBe(false);
    expect(res.json().submission.answers.map((a: { selectedAnswer: string }) => a.selectedAnswer)).toEqual([
      'Newton',
      '9.8 m/s²',
      'scalar',
      '',
    ]);
  });
});

describe('the server submits when the time runs out', () => {
  const attemptOf = async (quizId: string) => (await attemptRows(t, quizId))[0]!;

  it('with the saved answers, at the deadline, not late, and tells the student', async () => {
    const quiz = await newQuiz({ durationMinutes: 10 });
    await start(quiz._id);
    await save(quiz._id, [answer(q[0]!, 'Newton'), answer(q[1]!, '0')]);
    await startedSecondsAgo(t, quiz._id, s.student.profile.id, 9 * 60);
    // Shortening the quiz moves the deadline into the past: its job runs at once.
    const edited = await call(
      t,
      'PUT',
      `/api/quizzes/${quiz._id}`,
      s.teacher.headers,
      quizForm(
        s.subject.id,
        q.map((x) => x.id),
        { title: quiz.title, durationMinutes: 1 },
      ),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const attempt = await eventually(
      () => attemptOf(quiz._id),
      (a) => a.submittedAt !== null,
    );
    expect(attempt).toMatchObject({
      status: 'graded',
      isLate: false,
      autoSubmitted: true,
      score: 25,
      correctAnswers: 1,
      timeTaken: 60,
    });
    expect(attempt.submittedAt!.getTime()).toBe(attempt.startedAt.getTime() + 60_000);
    const [stored] = await t.database.db
      .select()
      .from(quizAttemptAnswers)
      .where(eq(quizAttemptAnswers.attemptId, attempt.id));
    expect(stored!.answers.map((a) => [a.position, a.selected_answer, a.is_correct])).toEqual([
      [0, 'Newton', true],
      [1, '0', false],
      [2, '', false],
      [3, '', false],
    ]);
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, s.student.user.id),
          eq(notifications.title, `Quiz submitted: ${quiz.title}`),
        ),
      );
    expect(notice).toMatchObject({
      message: `Time ran out, so ${quiz.title} was submitted for you with the answers you saved. Score: 25%.`,
      link: '/quiz-students',
    });

    // The student's late tab gets that result, not a second grading.
    const res = await submit(quiz._id, { answers: q.map((x) => answer(x, x.rightChoice)) });
    expect(res.json()).toMatchObject({ score: 25, submission: { autoSubmitted: true, status: 'graded' } });
    const mine = (await call(t, 'GET', '/api/quiz-submissions/my', s.student.headers)).json().data;
    expect(mine.find((r: { _id: string }) => r._id === attempt.id)).toMatchObject({ autoSubmitted: true });
  });

  it('after a restart, also for an attempt whose job was lost', async () => {
    const quiz = await newQuiz({ durationMinutes: 1 });
    await start(quiz._id);
    await save(quiz._id, [answer(q[2]!, 'scalar')]);
    // The job queued at the start waits for the original deadline; the restart queues the real one.
    await startedSecondsAgo(t, quiz._id, s.student.profile.id, 60 + 31);
    await restartApp(t, { jobs: POLL });
    const attempt = await eventually(
      () => attemptOf(quiz._id),
      (a) => a.submittedAt !== null,
    );
    expect(attempt).toMatchObject({ autoSubmitted: true, correctAnswers: 1, status: 'graded' });
  });

  it('leaves a running attempt alone', async () => {
    const quiz = await newQuiz({ durationMinutes: 10 });
    await start(quiz._id);
    await restartApp(t, { jobs: POLL });
    await new Promise((r) => setTimeout(r, 1500));
    expect((await attemptOf(quiz._id)).submittedAt).toBeNull();
  });
});
