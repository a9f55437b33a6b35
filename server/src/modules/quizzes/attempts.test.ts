import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from '../../../test/app.js';
import { enrol } from '../../../test/factories.js';
import { attemptRows, bankQuestion, quizForm, quizSchool, startedSecondsAgo } from '../../../test/quizzes.js';
import { call, daysFromNow, fields, sendForm } from '../../../test/requests.js';
import { files, questions, quizAttemptAnswers, quizAttempts, quizzes } from '../../db/schema/index.js';

let t: TestContext;
let s: Awaited<ReturnType<typeof quizSchool>>['s'];
let q: Awaited<ReturnType<typeof quizSchool>>['q'];
let newQuiz: Awaited<ReturnType<typeof quizSchool>>['newQuiz'];
beforeAll(async () => {
  t = await createTestApp();
  ({ s, q, newQuiz } = await quizSchool(t, 'Quiz'));
});
afterAll(() => t.close());

type Who = { headers: Record<string, string> };
const start = (id: string, who: Who = s.student) => call(t, 'POST', `/api/quizzes/${id}/start`, who.headers);
const submit = (id: string, body: unknown, who: Who = s.student) =>
  call(t, 'POST', `/api/quizzes/${id}/submit`, who.headers, body);
const available = (who: Who = s.student) => call(t, 'GET', '/api/quizzes/available', who.headers);
const myResults = (who: Who = s.student, query = '') =>
  call(t, 'GET', `/api/quiz-submissions/my${query}`, who.headers);
const answer = (question: { id: string }, selectedAnswer: string) => ({
  question: question.id,
  selectedAnswer,
});
const allRight = () => ({ answers: q.map((x) => answer(x, x.rightChoice)), timeTaken: 10 });

describe('starting a quiz', () => {
  it('hands out the questions without a trace of their answers, and records the start', async () => {
    const quiz = await newQuiz({ durationMinutes: 12, description: 'Four questions' });
    const res = await start(quiz._id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      title: quiz.title,
      description: 'Four questions',
      durationMinutes: 12,
      dueDate: expect.any(String),
      questions: q.map((x) => ({
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
    for (const x of q) {
      const asOption = q.flatMap((y) => y.options).filter((o) => o === x.rightChoice).length;
      expect(text.split(JSON.stringify(x.rightChoice)).length - 1, x.rightChoice).toBe(asOption);
      expect(text).not.toContain(x.comment);
      expect(text).not.toContain(x.videoLink);
    }
    expect(text).not.toMatch(/rightChoice|comment|correct|videoLink/i);

    const [attempt] = await attemptRows(t, quiz._id);
    expect(attempt).toMatchObject({ status: 'in-progress', submittedAt: null, totalQuestions: 4 });
    expect(attempt!.startedAt.toISOString()).toBe(body.startedAt);
  });

  it('resumes the same attempt on a second start, with the time that is left', async () => {
    const quiz = await newQuiz({ durationMinutes: 10 });
    const first = (await start(quiz._id)).json();
    await startedSecondsAgo(t, quiz._id, s.student.profile.id, 125);
    const again = await start(quiz._id);
    expect(again.statusCode).toBe(200);
    expect(new Date(again.json().startedAt).getTime()).toBe(new Date(first.startedAt).getTime() - 125_000);
    expect(again.json().timeLeftSeconds).toBeGreaterThanOrEqual(600 - 127);
    expect(again.json().timeLeftSeconds).toBeLessThanOrEqual(600 - 125);
    expect(await attemptRows(t, quiz._id)).toHaveLength(1);

    // Run out, but within the grace period a submit still gets: the tab submits at zero.
    await startedSecondsAgo(t, quiz._id, s.student.profile.id, 600 - 125 + 10);
    expect((await start(quiz._id)).json().timeLeftSeconds).toBe(0);
  });

  it('submits an attempt resumed after its time and grace ran out, instead of resuming it', async () => {
    const quiz = await newQuiz({ durationMinutes: 10 });
    await start(quiz._id);
    await startedSecondsAgo(t, quiz._id, s.student.profile.id, 3600);
    const res = await start(quiz._id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Time ran out, so this quiz was submitted for you with the answers you saved. See My Results.',
    );
    const [attempt] = await attemptRows(t, quiz._id);
    expect(attempt).toMatchObject({ status: 'graded', autoSubmitted: true, isLate: false, score: 0 });
  });

  it('keeps one attempt when two starts race', async () => {
    const quiz = await newQuiz();
    const [a, b] = await Promise.all([start(quiz._id), start(quiz._id)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().startedAt).toBe(b.json().startedAt);
    expect(await attemptRows(t, quiz._id)).toHaveLength(1);
  });

  it('refuses a quiz past its due date, but resumes an attempt started before it', async () => {
    const closed = await newQuiz({ dueDate: daysFromNow(-1) });
    const res = await start(closed._id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: 'quizPastDue',
      message: 'This quiz is past its due date.',
    });
    expect(await attemptRows(t, closed._id)).toHaveLength(0);

    const running = await newQuiz();
    await start(running._id);
    await t.database.db
      .update(quizzes)
      .set({ dueDate: new Date(Date.now() - 1000) })
      .where(eq(quizzes.id, running._id));
    expect((await start(running._id)).statusCode).toBe(200);
    expect((await start(running._id, s.classmate)).json().message).toBe('This quiz is past its due date.');
  });

  it('is for enrolled students only', async () => {
    const quiz = await newQuiz();
    for (const who of [s.outsider, s.lapsed]) {
      const res = await start(quiz._id, who);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Quiz not found');
      expect((await submit(quiz._id, allRight(), who)).statusCode).toBe(404);
    }
    for (const who of [s.teacher, s.admin, s.student.parent]) {
      expect((await start(quiz._id, who)).statusCode).toBe(403);
      expect((await submit(quiz._id, allRight(), who)).statusCode).toBe(403);
      expect((await available(who)).statusCode).toBe(403);
    }
    expect((await start(quiz._id, { headers: {} })).statusCode).toBe(401);
    expect(await attemptRows(t, quiz._id)).toHaveLength(0);
  });
});

describe('submitting a quiz', () => {
  it('replies to a submit with the result as it was stored', async () => {
    const quiz = await newQuiz();
    await start(quiz._id);
    const { submission } = (await submit(quiz._id, allRight())).json();
    const stored = (await myResults()).json().data.find((r: { _id: string }) => r._id === submission._id);
    expect(submission).toEqual(stored);
  });

  it('starts and grades with the questions as they are now, after an edit through the bank or the quiz', async () => {
    // Issue 14: a process keeps a quiz's questions between requests; an edit must show at once.
    const mine = await bankQuestion(t, s.subject.id, s.chapter.id, ['alpha', 'beta', 'gamma', 'delta']);
    const quiz = await newQuiz({ questions: [mine.id, q[0]!.id], showCorrectAnswers: 'afterSubmit' });
    expect((await start(quiz._id, s.classmate)).json().questions[0].title).toBe(mine.title);
    const edited = await sendForm(
      t,
      'PUT',
      `/api/question-bank/${mine.id}`,
      fields({
        subject: s.subject.id,
        chapter: s.chapter.id,
        title: 'Which letter comes second?',
        options: ['alpha', 'beta', 'gamma', 'delta'],
        rightChoice: 'beta',
      }),
      s.teacher.headers,
    );
    expect(edited.statusCode).toBe(200);
    const started = (await start(quiz._id)).json();
    expect(started.questions.map((x: { title: string }) => x.title)).toEqual([
      'Which letter comes second?',
      q[0]!.title,
    ]);
    const graded = (await submit(quiz._id, { answers: [answer(mine, 'beta')] })).json();
    expect(graded.submission.answers[0]).toMatchObject({ correctAnswer: 'beta', isCorrect: true });

    // The quiz itself edited: its questions reordered. Edits are refused once a student has an
    // attempt, so the attempt that filled the kept copy is removed first.
    const other = await newQuiz({ questions: [mine.id, q[0]!.id] });
    expect((await start(other._id, s.classmate)).json().questions[0]._id).toBe(mine.id);
    await t.database.db.delete(quizAttempts).where(eq(quizAttempts.quizId, other._id));
    const reordered = await call(
      t,
      'PUT',
      `/api/quizzes/${other._id}`,
      s.teacher.headers,
      quizForm(s.subject.id, [q[0]!.id, mine.id], { title: other.title }),
    );
    expect(reordered.statusCode).toBe(200);
    expect((await start(other._id)).json().questions.map((x: { _id: string }) => x._id)).toEqual([
      q[0]!.id,
      mine.id,
    ]);
  });

  it('grades right, wrong, empty and missing answers on the server', async () => {
    // Its answer key shows at once (answer-key.test.ts covers the other settings).
    const quiz = await newQuiz({ showCorrectAnswers: 'afterSubmit' });
    await start(quiz._id);
    const res = await submit(quiz._id, {
      answers: [
        answer(q[0]!, 'Newton'),
        answer(q[1]!, '1 m/s²'),
        answer(q[2]!, ''),
        { question: 'not-a-question', selectedAnswer: 'true' },
        answer(q[0]!, 'Joule'),
      ],
      timeTaken: 42,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, score: 25, correctAnswers: 1, totalQuestions: 4 });
    expect(body.submission).toMatchObject({
      quiz: {
        _id: quiz._id,
        title: quiz.title,
        subject: { _id: s.subject.id, name: 'Physics', system: 'National' },
      },
      status: 'graded',
      grade: 25,
      score: 25,
      isLate: false,
      feedback: '',
      totalQuestions: 4,
      correctAnswers: 1,
    });
    // 42 s were claimed, but the attempt started moments ago: the real time is kept.
    expect(body.submission.timeTaken).toBeLessThan(42);
    expect(body.submission.answers).toEqual([
      {
        question: { _id: q[0]!.id, title: q[0]!.title, options: q[0]!.options },
        selectedAnswer: 'Newton',
        correctAnswer: 'Newton',
        isCorrect: true,
      },
      expect.objectContaining({ selectedAnswer: '1 m/s²', correctAnswer: '9.8 m/s²', isCorrect: false }),
      expect.objectContaining({ selectedAnswer: '', correctAnswer: 'scalar', isCorrect: false }),
      expect.objectContaining({ selectedAnswer: '', correctAnswer: 'false', isCorrect: false }),
    ]);
    expect(body.submission.answers[1].question.options).toEqual(['9.8 m/s²', '1 m/s²', '0']);
  });

  it('rounds the score to a whole percentage', async () => {
    const quiz = await newQuiz({ questions: [q[0]!.id, q[1]!.id, q[2]!.id] });
    await start(quiz._id);
    const res = await submit(quiz._id, {
      answers: [answer(q[0]!, 'Newton'), answer(q[1]!, '9.8 m/s²'), answer(q[2]!, 'vector')],
    });
    expect(res.json()).toMatchObject({ score: 67, correctAnswers: 2, totalQuestions: 3 });
    expect(res.json().submission.grade).toBe(67);
  });

  it('keeps the result when the question is edited later', async () => {
    const quiz = await newQuiz({ questions: [q[3]!.id], showCorrectAnswers: 'afterSubmit' });
    await start(quiz._id);
    expect((await submit(quiz._id, { answers: [answer(q[3]!, 'false')] })).json().score).toBe(100);
    await t.database.db.update(questions).set({ rightChoice: 'true' }).where(eq(questions.id, q[3]!.id));
    const [result] = (await myResults())
      .json()
      .data.filter((r: { quiz: { _id: string } }) => r.quiz._id === quiz._id);
    expect(result).toMatchObject({ score: 100, grade: 100, correctAnswers: 1 });
    expect(result.answers[0]).toMatchObject({ correctAnswer: 'false', isCorrect: true });
    await t.database.db.update(questions).set({ rightChoice: 'false' }).where(eq(questions.id, q[3]!.id));
  });

  it('refuses a submit without a start', async () => {
    const quiz = await newQuiz();
    const res = await submit(quiz._id, allRight());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, code: 'quizNotStarted', message: 'Start the quiz first.' });
  });

  it('grades once: a repeated submit returns the first result and a new start is refused', async () => {
    const quiz = await newQuiz();
    await start(quiz._id);
    const first = await submit(quiz._id, { answers: [answer(q[0]!, 'Newton')] });
    expect(first.json().score).toBe(25);
    const again = await submit(quiz._id, allRight());
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const restart = await start(quiz._id);
    expect(restart.statusCode).toBe(409);
    expect(restart.json().message).toBe('You have already taken this quiz.');
    expect(await attemptRows(t, quiz._id)).toHaveLength(1);
  });

  it('gives each of several students pressing at once their own attempt and result (issue 14: one statement for all)', async () => {
    const [one, two] = [await newQuiz(), await newQuiz()];
    const other = await signedIn(t, 'student');
    const otherProfile = await enrol(t, other.user.id, [s.subject.id]);
    // Two quizzes, two students and an outsider, all released together: one batch of reads and
    // writes, in which every caller must still get exactly their own answer.
    const started = await Promise.all([
      start(one._id),
      start(one._id, other),
      start(two._id),
      start(one._id, s.outsider),
    ]);
    expect(started.map((r) => r.statusCode)).toEqual([200, 200, 200, 404]);
    expect(started.slice(0, 3).map((r) => r.json().title)).toEqual([one.title, one.title, two.title]);
    const submitted = await Promise.all([
      submit(one._id, allRight()),
      submit(one._id, { answers: [answer(q[0]!, q[0]!.rightChoice)] }, other),
      submit(two._id, { answers: [] }),
      submit(one._id, allRight(), s.outsider),
    ]);
    expect(submitted.map((r) => r.statusCode)).toEqual([200, 200, 200, 404]);
    expect(submitted.slice(0, 3).map((r) => r.json().score)).toEqual([100, 25, 0]);
    const rows = [...(await attemptRows(t, one._id)), ...(await attemptRows(t, two._id))];
    expect(rows.map((r) => [r.quizId, r.studentId, r.score]).sort()).toEqual(
      [
        [one._id, s.student.profile.id, 100],
        [one._id, otherProfile.id, 25],
        [two._id, s.student.profile.id, 0],
      ].sort(),
    );
    const answers = await t.database.db.select().from(quizAttemptAnswers);
    for (const row of rows) expect(answers.find((a) => a.attemptId === row.id)?.answers).toHaveLength(4);
  });

  it('grades exactly once when two submits race, and both get that result', async () => {
    const quiz = await newQuiz();
    await start(quiz._id);
    const [a, b] = await Promise.all([
      submit(quiz._id, allRight()),
      submit(quiz._id, { answers: [answer(q[0]!, 'Watt')] }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect([0, 100]).toContain(a.json().score);
    const rows = await attemptRows(t, quiz._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.score).toBe(a.json().score);
    const answers = await t.database.db
      .select()
      .from(quizAttemptAnswers)
      .where(eq(quizAttemptAnswers.attemptId, rows[0]!.id));
    expect(answers).toHaveLength(1);
    expect(answers[0]!.answers).toHaveLength(4);
  });

  it('marks an attempt late only more than 30 s after its time ran out, and keeps it', async () => {
    const onTime = await newQuiz({ durationMinutes: 5 });
    await start(onTime._id);
    await startedSecondsAgo(t, onTime._id, s.student.profile.id, 5 * 60 + 20);
    const kept = (await submit(onTime._id, allRight())).json();
    expect(kept.submission).toMatchObject({ status: 'graded', isLate: false, grade: 100 });

    const late = await newQuiz({ durationMinutes: 5 });
    await start(late._id);
    await startedSecondsAgo(t, late._id, s.student.profile.id, 5 * 60 + 31);
    const res = await submit(late._id, allRight());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      score: 100,
      submission: { status: 'late', isLate: true, grade: 100 },
    });
  });

  it('stores the time taken as sent, capped to the time that really passed', async () => {
    const honest = await newQuiz();
    await start(honest._id);
    await startedSecondsAgo(t, honest._id, s.student.profile.id, 300);
    expect((await submit(honest._id, { answers: [], timeTaken: 250.4 })).json().submission.timeTaken).toBe(
      250,
    );

    const boastful = await newQuiz();
    await start(boastful._id);
    await startedSecondsAgo(t, boastful._id, s.student.profile.id, 90);
    const capped = (await submit(boastful._id, { answers: [], timeTaken: 5000 })).json().submission.timeTaken;
    expect(capped).toBeGreaterThanOrEqual(90);
    expect(capped).toBeLessThanOrEqual(92);

    const silent = await newQuiz();
    await start(silent._id);
    await startedSecondsAgo(t, silent._id, s.student.profile.id, 60);
    const measured = (await submit(silent._id, { answers: [] })).json();
    expect(measured.submission.timeTaken).toBeGreaterThanOrEqual(60);
    expect(measured).toMatchObject({ score: 0, correctAnswers: 0, totalQuestions: 4 });
  });

  it('checks the body', async () => {
    const quiz = await newQuiz();
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
    const [attempt] = await attemptRows(t, quiz._id);
    expect(attempt!.submittedAt).toBeNull();
  });
});

describe('available quizzes', () => {
  it("lists the student's open quizzes, soonest due first, with a running attempt's time left", async () => {
    const later = await newQuiz({ dueDate: daysFromNow(20), durationMinutes: 7 });
    const sooner = await newQuiz({ dueDate: daysFromNow(19) });
    const closed = await newQuiz({ dueDate: daysFromNow(-1) });
    const done = await newQuiz({ dueDate: daysFromNow(19) });
    await start(done._id);
    await submit(done._id, allRight());
    await start(later._id);

    const res = await available();
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { _id: string; dueDate: string; attempt: unknown }[];
    const listed = list.map((x) => x._id);
    expect(listed).not.toContain(closed._id);
    expect(listed).not.toContain(done._id);
    expect(listed.indexOf(sooner._id)).toBeLessThan(listed.indexOf(later._id));
    const dueDates = list.map((x) => x.dueDate);
    expect([...dueDates].sort()).toEqual(dueDates);
    expect(list.find((x) => x._id === sooner._id)).toEqual({
      _id: sooner._id,
      title: sooner.title,
      description: 'Chapter 1 check',
      subject: { _id: s.subject.id, name: 'Physics', title: 'Physics' },
      durationMinutes: 15,
      dueDate: expect.any(String),
      questionCount: 4,
      attempt: null,
    });
    const running = list.find((x) => x._id === later._id)!.attempt as { timeLeftSeconds: number };
    expect(running).toEqual({ startedAt: expect.any(String), timeLeftSeconds: expect.any(Number) });
    expect(running.timeLeftSeconds).toBeGreaterThan(7 * 60 - 5);
    expect(running.timeLeftSeconds).toBeLessThanOrEqual(7 * 60);

    expect((await available(s.classmate)).json().data.map((x: { _id: string }) => x._id)).toContain(done._id);
    for (const who of [s.outsider, s.lapsed]) {
      expect((await available(who)).json().data).toEqual([]);
    }
  });
});

describe('My Results', () => {
  it("shows a student's submitted quizzes newest first, and a parent their child's", async () => {
    const older = await newQuiz();
    await start(older._id, s.classmate);
    await submit(older._id, allRight(), s.classmate);
    const running = await newQuiz();
    await start(running._id, s.classmate);
    const newer = await newQuiz();
    await start(newer._id, s.classmate);
    await submit(newer._id, { answers: [] }, s.classmate);

    const mine = (await myResults(s.classmate)).json().data;
    expect(mine.map((r: { quiz: { _id: string } }) => r.quiz._id)).toEqual([newer._id, older._id]);
    expect(mine[1]).toMatchObject({ status: 'graded', grade: 100, score: 100 });
    expect(mine[0].answers).toHaveLength(4);

    const parent = s.classmate.parent;
    const viaParent = await myResults(parent, `?student=${s.classmate.profile.id}`);
    expect(viaParent.statusCode).toBe(200);
    expect(viaParent.json().data).toEqual(mine);
    expect((await myResults(parent)).statusCode).toBe(400);
    expect((await myResults(parent, `?student=${s.student.profile.id}`)).statusCode).toBe(404);
    expect((await myResults(s.student, `?student=${s.classmate.profile.id}`)).statusCode).toBe(404);
    expect((await myResults(s.teacher)).statusCode).toBe(403);
    expect((await myResults(s.outsider)).json()).toEqual({ success: true, data: [] });
  });
});

describe('question images', () => {
  it('serves an image to the quiz staff and to students with an attempt, and to nobody else', async () => {
    const png = Buffer.from('fake png bytes');
    await t.storage.put('tests/quiz-q.png', Readable.from([png]));
    const [file] = await t.database.db
      .insert(files)
      .values({
        storageKey: 'tests/quiz-q.png',
        originalName: 'q.png',
        size: png.length,
        mimeType: 'image/png',
      })
      .returning();
    const pictured = await bankQuestion(t, s.subject.id, s.chapter.id, ['left', 'right', '', '']);
    await t.database.db.update(questions).set({ imageFileId: file!.id }).where(eq(questions.id, pictured.id));
    const quiz = await newQuiz({ questions: [pictured.id, q[0]!.id] });

    const started = (await start(quiz._id)).json();
    const url = `/api/quizzes/${quiz._id}/questions/${pictured.id}/image`;
    expect(started.questions[0].image).toBe(url);
    expect(started.questions[1].image).toBeNull();
    const get = (who: Who, path = url) => call(t, 'GET', path, who.headers);
    const seen = await get(s.student);
    expect(seen.statusCode).toBe(200);
    expect(seen.rawPayload.equals(png)).toBe(true);
    expect((await get(s.teacher)).statusCode).toBe(200);
    expect((await get(s.admin)).statusCode).toBe(200);
    for (const who of [s.classmate, s.outsider, s.otherTeacher, s.student.parent]) {
      expect((await get(who)).statusCode).toBe(404);
    }
    expect((await get(s.student, `/api/quizzes/${quiz._id}/questions/${q[1]!.id}/image`)).statusCode).toBe(
      404,
    );
    expect((await get(s.student, `/api/quizzes/${quiz._id}/questions/${q[0]!.id}/image`)).statusCode).toBe(
      404,
    );
  });
});
