import { isErrorCode } from '@sabora/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.js';
import { makeChapter, makeSubject } from '../../../test/factories.js';
import { bankQuestion, createQuiz, quizForm } from '../../../test/quizzes.js';
import { call, daysFromNow, rowCount } from '../../../test/requests.js';
import { makeSchool } from '../../../test/school.js';
import { notifications, questions, quizQuestions, quizzes } from '../../db/schema/index.js';

let t: TestContext;
let s: Awaited<ReturnType<typeof makeSchool>>;
let q: Awaited<ReturnType<typeof bankQuestion>>[];
let foreign: Awaited<ReturnType<typeof bankQuestion>>;
beforeAll(async () => {
  t = await createTestApp();
  s = await makeSchool(t);
  q = [
    await bankQuestion(t, s.subject.id, s.chapter.id, ['Newton', 'Joule', 'Watt', 'Pascal']),
    await bankQuestion(t, s.subject.id, s.chapter.id, ['9.8 m/s²', '1 m/s²', '0', '']),
    await bankQuestion(t, s.subject.id, s.chapter.id, ['vector', 'scalar', '', ''], 1),
  ];
  foreign = await bankQuestion(t, s.otherSubject.id, s.otherChapter.id, ['H', 'He', 'Li', 'Be']);
});
afterAll(() => t.close());

const form = (overrides: Record<string, unknown> = {}) =>
  quizForm(
    s.subject.id,
    q.map((x) => x.id),
    overrides,
  );
const post = (body: unknown, headers = s.teacher.headers) => call(t, 'POST', '/api/quizzes', headers, body);
const put = (id: string, body: unknown, headers = s.teacher.headers) =>
  call(t, 'PUT', `/api/quizzes/${id}`, headers, body);
const remove = (id: string, headers = s.teacher.headers) => call(t, 'DELETE', `/api/quizzes/${id}`, headers);
const list = (query = '', headers: Record<string, string> = s.teacher.headers) =>
  call(t, 'GET', `/api/quizzes${query}`, headers);
const start = (id: string, headers = s.student.headers) =>
  call(t, 'POST', `/api/quizzes/${id}/start`, headers);
const ids = (items: { _id: string }[]) => items.map((i) => i._id);

describe('creating quizzes', () => {
  it('creates a quiz from the subject bank and notifies the actively enrolled students', async () => {
    const res = await post(form({ title: 'Forces quiz', dueDate: '2031-03-04T09:30' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Quiz created successfully!' });
    expect(body.data).toEqual({
      _id: expect.any(String),
      title: 'Forces quiz',
      description: 'Chapter 1 check',
      subject: { _id: s.subject.id, name: 'Physics', title: 'Physics', code: s.subject.code },
      questions: q.map((x) =>
        expect.objectContaining({
          _id: x.id,
          rightChoice: x.rightChoice,
          options: x.options,
          comment: x.comment,
        }),
      ),
      questionCount: 3,
      dueDate: '2031-03-04T09:30:00.000Z',
      durationMinutes: 15,
      showCorrectAnswers: 'afterDue',
      attemptCount: 0,
      createdAt: expect.any(String),
    });

    const notified = await t.database.db
      .select({ userId: notifications.userId, link: notifications.link, message: notifications.message })
      .from(notifications)
      .where(eq(notifications.title, 'New quiz: Forces quiz'));
    expect(notified.map((n) => n.userId).sort()).toEqual([s.student.user.id, s.classmate.user.id].sort());
    expect(notified.every((n) => n.link === '/quiz-students')).toBe(true);
    expect(notified[0]!.message).toBe('A new quiz was posted in Physics.');
  });

  it('keeps each question once, in the order sent, and takes a duration sent as text', async () => {
    const res = await post(form({ questions: [q[2]!.id, q[0]!.id, q[2]!.id], durationMinutes: '45' }));
    expect(res.statusCode).toBe(201);
    expect(ids(res.json().data.questions)).toEqual([q[2]!.id, q[0]!.id]);
    expect(res.json().data.durationMinutes).toBe(45);
  });

  it('checks every field with its message and stores nothing on refusal', async () => {
    const cases: [Record<string, unknown>, number, string | RegExp][] = [
      [form({ title: undefined }), 400, 'title: is required'],
      [form({ title: '   ' }), 400, 'title: is required'],
      [form({ subject: undefined }), 400, 'subject: is required'],
      [form({ subject: '' }), 400, 'subject: is required'],
      [form({ subject: 'physics' }), 400, 'subject: must be a valid id'],
      [form({ dueDate: undefined }), 400, 'dueDate: is required'],
      [form({ dueDate: 'next week' }), 400, /^dueDate: must be a date and time/],
      [form({ dueDate: '2031-02-30T10:00' }), 400, /^dueDate: must be a date and time/],
      [form({ durationMinutes: undefined }), 400, 'durationMinutes: is required'],
      [form({ durationMinutes: '' }), 400, 'durationMinutes: is required'],
      [form({ durationMinutes: 'abc' }), 400, 'durationMinutes: must be a whole number of minutes'],
      [form({ durationMinutes: 12.5 }), 400, 'durationMinutes: must be a whole number of minutes'],
      [form({ durationMinutes: 0 }), 400, 'durationMinutes: must be at least 1 minute'],
      [form({ durationMinutes: 601 }), 400, 'durationMinutes: must be at most 600 minutes'],
      [form({ questions: [] }), 400, 'Please select at least one question from the question bank'],
      [form({ questions: undefined }), 400, 'Please select at least one question from the question bank'],
      [form({ questions: ['q1'] }), 400, 'questions.0: must be a valid id'],
      [form({ questions: 'all' }), 400, 'questions: must be a list of question ids'],
      [
        form({ questions: [q[0]!.id, foreign.id] }),
        400,
        `questions: ${foreign.id} is not in this subject's question bank`,
      ],
      [form({ subject: s.otherSubject.id, questions: [foreign.id] }), 404, 'Subject not found'],
    ];
    const before = { quizzes: await rowCount(t, quizzes), links: await rowCount(t, quizQuestions) };
    for (const [body, status, message] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      const { code, params: _params, ...reply } = res.json();
      expect(reply).toEqual({ success: false, message: expect.stringMatching(message) });
      expect(isErrorCode(code), code).toBe(true);
      if (typeof message === 'string') expect(res.json().message).toBe(message);
    }
    expect({ quizzes: await rowCount(t, quizzes), links: await rowCount(t, quizQuestions) }).toEqual(before);
  });
});

describe('listing quizzes', () => {
  it('pages newest first and searches title and subject name, ignoring case', async () => {
    const admin = s.admin.headers;
    const own = await createQuiz(t, admin, form({ title: 'Zebra Kinematics 100%' }));
    await createQuiz(t, admin, quizForm(s.otherSubject.id, [foreign.id], { title: 'Periodic table sprint' }));
    const first = (await list('?limit=1', admin)).json();
    expect(first.data).toHaveLength(1);
    expect(first.data[0].title).toBe('Periodic table sprint');
    expect(first.totalPages).toBe(first.totalCount);

    const byTitle = (await list('?search=zebra%20KIN', admin)).json();
    expect(ids(byTitle.data)).toEqual([own._id]);
    expect(byTitle).toMatchObject({ totalCount: 1, totalPages: 1 });
    expect(ids((await list('?search=100%25', admin)).json().data)).toEqual([own._id]);
    const bySubject = (await list('?search=chemis', admin)).json().data;
    expect(bySubject.map((x: { title: string }) => x.title)).toEqual(['Periodic table sprint']);
    const none = (await list('?search=nothing-like-this', admin)).json();
    expect(none).toEqual({ success: true, data: [], totalPages: 1, totalCount: 0 });
  });

  it("shows teachers their subjects' quizzes only", async () => {
    const mine = (await list('?limit=100')).json().data;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((x: { subject: { _id: string } }) => x.subject._id === s.subject.id)).toBe(true);
    const theirs = (await list('?limit=100', s.otherTeacher.headers)).json().data;
    expect(theirs.every((x: { subject: { _id: string } }) => x.subject._id === s.otherSubject.id)).toBe(true);
  });
});

describe('who manages quizzes', () => {
  it('keeps teachers to their subjects and students and parents out', async () => {
    const quiz = await createQuiz(t, s.teacher.headers, form({ title: 'Guarded quiz' }));
    const other = s.otherTeacher.headers;
    expect((await post(form(), other)).statusCode).toBe(404);
    expect((await put(quiz._id, form(), other)).statusCode).toBe(404);
    expect((await put(quiz._id, form(), other)).json().message).toBe('Quiz not found');
    expect((await remove(quiz._id, other)).statusCode).toBe(404);
    for (const who of [s.student, s.student.parent]) {
      expect((await list('', who.headers)).statusCode).toBe(403);
      expect((await post(form(), who.headers)).statusCode).toBe(403);
      expect((await put(quiz._id, form(), who.headers)).statusCode).toBe(403);
      expect((await remove(quiz._id, who.headers)).statusCode).toBe(403);
    }
    expect((await list('', {})).statusCode).toBe(401);
    expect((await put('not-an-id', form())).json().message).toBe('id: must be a valid id');
    expect((await remove(quiz._id)).statusCode).toBe(200);
  });
});

describe('editing quizzes', () => {
  it('changes every field and says so; an empty question list has the edit wording', async () => {
    const quiz = await createQuiz(t, s.teacher.headers, form({ title: 'Draft quiz' }));
    const empty = await put(quiz._id, form({ questions: [] }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please select at least one question');
    const res = await put(
      quiz._id,
      form({
        title: 'Final quiz',
        description: '',
        questions: [q[1]!.id],
        dueDate: '2031-05-01T08:00:00Z',
        durationMinutes: 30,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Quiz updated successfully!',
      data: {
        _id: quiz._id,
        title: 'Final quiz',
        description: '',
        questionCount: 1,
        dueDate: '2031-05-01T08:00:00.000Z',
        durationMinutes: 30,
      },
    });
    expect(ids(res.json().data.questions)).toEqual([q[1]!.id]);
  });

  it('moves a quiz without attempts to another subject, whose students hear of it', async () => {
    const quiz = await createQuiz(t, s.admin.headers, form({ title: 'Wandering quiz' }));
    const moved = await put(
      quiz._id,
      quizForm(s.otherSubject.id, [foreign.id], { title: 'Wandering quiz' }),
      s.admin.headers,
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.subject._id).toBe(s.otherSubject.id);
    const notified = await t.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.title, 'New quiz: Wandering quiz'));
    expect(notified.map((n) => n.userId)).toContain(s.outsider.user.id);
  });

  it('keeps the subject and the questions once a student has started, but other fields change', async () => {
    const quiz = await createQuiz(t, s.teacher.headers, form({ title: 'Started quiz' }));
    expect((await start(quiz._id)).statusCode).toBe(200);

    const fewer = await put(quiz._id, form({ title: 'Started quiz', questions: [q[0]!.id] }));
    expect(fewer.statusCode).toBe(409);
    expect(fewer.json().message).toBe(
      'Cannot change the questions of Started quiz: 1 student attempt(s) exist.',
    );
    const moved = await put(
      quiz._id,
      quizForm(s.otherSubject.id, [foreign.id], { title: 'Started quiz' }),
      s.admin.headers,
    );
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(
      'Cannot move Started quiz to another subject: 1 student attempt(s) exist.',
    );

    const reordered = [q[2]!.id, q[1]!.id, q[0]!.id];
    const res = await put(
      quiz._id,
      form({ title: 'Started quiz (v2)', questions: reordered, durationMinutes: 20 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      title: 'Started quiz (v2)',
      durationMinutes: 20,
      attemptCount: 1,
    });
    expect(ids(res.json().data.questions)).toEqual(q.map((x) => x.id));
  });
});

describe('deleting quizzes and what they hold', () => {
  it('deletes a quiz nobody started, and refuses once a student has an attempt', async () => {
    const unused = await createQuiz(t, s.teacher.headers, form({ title: 'Unused quiz' }));
    const res = await remove(unused._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Quiz deleted successfully!' });
    expect(
      await t.database.db.select().from(quizQuestions).where(eq(quizQuestions.quizId, unused._id)),
    ).toEqual([]);
    expect((await remove(unused._id)).statusCode).toBe(404);

    const taken = await createQuiz(t, s.teacher.headers, form({ title: 'Taken quiz' }));
    await start(taken._id);
    await start(taken._id, s.classmate.headers);
    const refused = await remove(taken._id, s.admin.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      code: 'quizDeleteHeld',
      params: { title: 'Taken quiz', count: 2 },
      message: 'Cannot delete Taken quiz: 2 student attempt(s) exist.',
    });
    expect((await list('?search=Taken%20quiz')).json().data[0].attemptCount).toBe(2);
  });

  it('refuses to delete a question while a quiz uses it', async () => {
    const used = await bankQuestion(t, s.subject.id, s.chapter.id, ['up', 'down', '', '']);
    const quiz = await createQuiz(
      t,
      s.teacher.headers,
      form({ title: 'User of a question', questions: [used.id] }),
    );
    const refused = await call(t, 'DELETE', `/api/question-bank/${used.id}`, s.teacher.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Cannot delete this question: 1 quiz uses it.');
    await createQuiz(t, s.teacher.headers, form({ title: 'Second user', questions: [used.id] }));
    const twice = await call(t, 'DELETE', `/api/question-bank/${used.id}`, s.teacher.headers);
    expect(twice.json().message).toBe('Cannot delete this question: 2 quizzes use it.');

    await remove(quiz._id);
    await remove((await list('?search=Second%20user')).json().data[0]._id);
    expect((await call(t, 'DELETE', `/api/question-bank/${used.id}`, s.teacher.headers)).statusCode).toBe(
      200,
    );
  });

  it('refuses to delete a subject while quizzes belong to it', async () => {
    const subject = await makeSubject(t, { name: 'Astronomy' });
    const chapter = await makeChapter(t, subject.id);
    const question = await bankQuestion(t, subject.id, chapter.id, ['Mars', 'Venus', '', '']);
    await createQuiz(t, s.admin.headers, quizForm(subject.id, [question.id], { title: 'Planets' }));
    // The question moved to another subject's bank since: only the quiz still holds the subject.
    await t.database.db
      .update(questions)
      .set({ subjectId: s.subject.id, chapterId: s.chapter.id })
      .where(eq(questions.id, question.id));
    const refused = await call(t, 'DELETE', `/api/subjects/${subject.id}`, s.admin.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Cannot delete Astronomy: 1 quiz belong to it.');
  });

  it('refuses a new quiz due in the past, and tells no student; an edit may move it back', async () => {
    const notes = await rowCount(t, notifications);
    const res = await post(form({ title: 'Old quiz', dueDate: daysFromNow(-1) }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'dueDateInPast',
      message: 'dueDate: is in the past; choose a later date and time',
    });
    expect(await rowCount(t, notifications)).toBe(notes);

    const made = await post(form({ title: 'Recorded quiz' }));
    expect(made.statusCode).toBe(201);
    const moved = await call(
      t,
      'PUT',
      `/api/quizzes/${made.json().data._id}`,
      s.teacher.headers,
      form({ title: 'Recorded quiz', dueDate: daysFromNow(-1) }),
    );
    expect(moved.statusCode).toBe(200);
  });
});
