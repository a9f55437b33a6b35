import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attemptCalls, type Who } from '../../../test/quiz-attempts.js';
import { attemptRows, bankQuestion, quizSuite, startedSecondsAgo } from '../../../test/quizzes.js';
import { call, daysFromNow } from '../../../test/requests.js';
import { files, questions, quizzes } from '../../db/schema/index.js';

/** Starting a quiz, and the images of its questions. */

const suite = quizSuite('Quiz');
const { start, submit, available, allRight } = attemptCalls(suite);

describe('starting a quiz', () => {
  it('hands out the questions without a trace of their answers, and records the start', async () => {
    const quiz = await suite.newQuiz({ durationMinutes: 12, description: 'Four questions' });
    const res = await start(quiz._id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      title: quiz.title,
      description: 'Four questions',
      durationMinutes: 12,
      dueDate: expect.any(String),
      questions: suite.q.map((x) => ({
        _id: x.id,
        title: x.title,
        header: x.header,
        options: x.options.filter((o) => o !== ''),
        image: null,
      })),
      startedAt: expect.any(String),
      timeLeftSeconds: 12 * 60,
      answers: [],
    });
    // Every right choice appears only as one of its question's options, never on its own.
    const text = res.body;
    for (const x of suite.q) {
      const asOption = suite.q.flatMap((y) => y.options).filter((o) => o === x.rightChoice).length;
      expect(text.split(JSON.stringify(x.rightChoice)).length - 1, x.rightChoice).toBe(asOption);
      expect(text).not.toContain(x.comment);
      expect(text).not.toContain(x.videoLink);
    }
    expect(text).not.toMatch(/rightChoice|comment|correct|videoLink/i);

    const [attempt] = await attemptRows(suite.t, quiz._id);
    expect(attempt).toMatchObject({ status: 'in-progress', submittedAt: null, totalQuestions: 4 });
    expect(attempt!.startedAt.toISOString()).toBe(body.startedAt);
  });

  it('resumes the same attempt on a second start, with the time that is left', async () => {
    const quiz = await suite.newQuiz({ durationMinutes: 10 });
    const first = (await start(quiz._id)).json();
    await startedSecondsAgo(suite.t, quiz._id, suite.s.student.profile.id, 125);
    const again = await start(quiz._id);
    expect(again.statusCode).toBe(200);
    expect(new Date(again.json().startedAt).getTime()).toBe(new Date(first.startedAt).getTime() - 125_000);
    expect(again.json().timeLeftSeconds).toBeGreaterThanOrEqual(600 - 127);
    expect(again.json().timeLeftSeconds).toBeLessThanOrEqual(600 - 125);
    expect(await attemptRows(suite.t, quiz._id)).toHaveLength(1);

    // Run out, but within the grace period a submit still gets: the tab submits at zero.
    await startedSecondsAgo(suite.t, quiz._id, suite.s.student.profile.id, 600 - 125 + 10);
    expect((await start(quiz._id)).json().timeLeftSeconds).toBe(0);
  });

  it('submits an attempt resumed after its time and grace ran out, instead of resuming it', async () => {
    const quiz = await suite.newQuiz({ durationMinutes: 10 });
    await start(quiz._id);
    await startedSecondsAgo(suite.t, quiz._id, suite.s.student.profile.id, 3600);
    const res = await start(quiz._id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Time ran out, so this quiz was submitted for you with the answers you saved. See My Results.',
    );
    const [attempt] = await attemptRows(suite.t, quiz._id);
    expect(attempt).toMatchObject({ status: 'graded', autoSubmitted: true, isLate: false, score: 0 });
  });

  it('keeps one attempt when two starts race', async () => {
    const quiz = await suite.newQuiz();
    const [a, b] = await Promise.all([start(quiz._id), start(quiz._id)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().startedAt).toBe(b.json().startedAt);
    expect(await attemptRows(suite.t, quiz._id)).toHaveLength(1);
  });

  it('refuses a quiz past its due date, but resumes an attempt started before it', async () => {
    const closed = await suite.newQuiz({ dueDate: daysFromNow(-1) });
    const res = await start(closed._id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: 'quizPastDue',
      message: 'This quiz is past its due date.',
    });
    expect(await attemptRows(suite.t, closed._id)).toHaveLength(0);

    const running = await suite.newQuiz();
    await start(running._id);
    await suite.t.database.db
      .update(quizzes)
      .set({ dueDate: new Date(Date.now() - 1000) })
      .where(eq(quizzes.id, running._id));
    expect((await start(running._id)).statusCode).toBe(200);
    expect((await start(running._id, suite.s.classmate)).json().message).toBe(
      'This quiz is past its due date.',
    );
  });

  it('is for enrolled students only', async () => {
    const quiz = await suite.newQuiz();
    for (const who of [suite.s.outsider, suite.s.lapsed]) {
      const res = await start(quiz._id, who);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Quiz not found');
      expect((await submit(quiz._id, allRight(), who)).statusCode).toBe(404);
    }
    for (const who of [suite.s.teacher, suite.s.admin, suite.s.student.parent]) {
      expect((await start(quiz._id, who)).statusCode).toBe(403);
      expect((await submit(quiz._id, allRight(), who)).statusCode).toBe(403);
      expect((await available(who)).statusCode).toBe(403);
    }
    expect((await start(quiz._id, { headers: {} })).statusCode).toBe(401);
    expect(await attemptRows(suite.t, quiz._id)).toHaveLength(0);
  });
});

describe('question images', () => {
  it('serves an image to the quiz staff and to students with an attempt, and to nobody else', async () => {
    const png = Buffer.from('fake png bytes');
    await suite.t.storage.put('tests/quiz-q.png', Readable.from([png]));
    const [file] = await suite.t.database.db
      .insert(files)
      .values({
        storageKey: 'tests/quiz-q.png',
        originalName: 'q.png',
        size: png.length,
        mimeType: 'image/png',
      })
      .returning();
    const pictured = await bankQuestion(suite.t, suite.s.subject.id, suite.s.chapter.id, [
      'left',
      'right',
      '',
      '',
    ]);
    await suite.t.database.db
      .update(questions)
      .set({ imageFileId: file!.id })
      .where(eq(questions.id, pictured.id));
    const quiz = await suite.newQuiz({ questions: [pictured.id, suite.q[0]!.id] });

    const started = (await start(quiz._id)).json();
    const url = `/api/quizzes/${quiz._id}/questions/${pictured.id}/image`;
    expect(started.questions[0].image).toBe(url);
    expect(started.questions[1].image).toBeNull();
    const get = (who: Who, path = url) => call(suite.t, 'GET', path, who.headers);
    const seen = await get(suite.s.student);
    expect(seen.statusCode).toBe(200);
    expect(seen.rawPayload.equals(png)).toBe(true);
    expect((await get(suite.s.teacher)).statusCode).toBe(200);
    expect((await get(suite.s.admin)).statusCode).toBe(200);
    for (const who of [suite.s.classmate, suite.s.outsider, suite.s.otherTeacher, suite.s.student.parent]) {
      expect((await get(who)).statusCode).toBe(404);
    }
    expect(
      (await get(suite.s.student, `/api/quizzes/${quiz._id}/questions/${suite.q[1]!.id}/image`)).statusCode,
    ).toBe(404);
    expect(
      (await get(suite.s.student, `/api/quizzes/${quiz._id}/questions/${suite.q[0]!.id}/image`)).statusCode,
    ).toBe(404);
  });
});
