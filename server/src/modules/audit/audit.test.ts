import type { AuditEntry } from '@sabora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, signedIn, TEST_PASSWORD, type TestContext } from '../../../test/app.js';
import { makeChapter, makeSubject } from '../../../test/factories.js';
import { multipart, type Part } from '../../../test/multipart.js';
import { bankQuestion, createQuiz, quizForm } from '../../../test/quizzes.js';
import { call, daysFromNow, fields, get, sendForm } from '../../../test/requests.js';
import { makeQuestion, makeSchool } from '../../../test/school.js';
import { addStudent, uniqueEmail } from '../../../test/students.js';

let t: TestContext;
let s: Awaited<ReturnType<typeof makeSchool>>;
beforeAll(async () => {
  t = await createTestApp();
  s = await makeSchool(t);
});
afterAll(() => t.close());

type Headers = Record<string, string>;

async function entries(query = '', headers: Headers = s.admin.headers) {
  const res = await get(t, `/api/audit${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: AuditEntry[]; totalCount: number; totalPages: number };
}

/** The newest entry of an action. */
async function latest(action: string) {
  const [entry] = (await entries(`?action=${action}`)).data;
  return entry;
}

const adminName = () => `${s.admin.user.firstName} ${s.admin.user.lastName}`;
const teacherName = () => `${s.teacher.user.firstName} ${s.teacher.user.lastName}`;

async function submittedHomework(title: string) {
  const hw = await sendForm(
    t,
    'POST',
    '/api/homeworks',
    fields({ title, subject: s.subject.id, chapter: s.chapter.id, dueDate: daysFromNow(7) }),
    s.teacher.headers,
  );
  const submission = await sendForm(
    t,
    'POST',
    '/api/homework-submissions/submit',
    [
      ...fields({ homeworkId: hw.json().data._id }),
      { name: 'files', filename: 'a.pdf', content: '%PDF-1.4 a' },
    ],
    s.student.headers,
  );
  expect(submission.statusCode).toBe(201);
  return submission.json().data._id as string;
}

describe('what the audit log records', () => {
  it('every grading, with who, the grade and feedback before and after; a refused grade adds nothing', async () => {
    const id = await submittedHomework('Forces sheet');
    const grade = (parts: Part[]) =>
      sendForm(t, 'PUT', `/api/homework-submissions/${id}/grade`, parts, s.teacher.headers);
    expect((await grade(fields({ grade: '70', feedback: 'Check units' }))).statusCode).toBe(200);
    expect((await grade(fields({ grade: '85' }))).statusCode).toBe(200);
    expect((await grade(fields({ grade: '101' }))).statusCode).toBe(400);

    const { data } = await entries('?action=grade.change');
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({
      action: 'grade.change',
      actor: { _id: s.teacher.user.id, name: teacherName(), email: s.teacher.user.email },
      entity: 'homework-submission',
      entityId: id,
      summary: expect.stringContaining("homework 'Forces sheet'"),
      // The summary's values travel beside it, so the web can word it in another language.
      summaryParams: { student: expect.any(String), kind: 'homework', title: 'Forces sheet' },
      before: { grade: 70, feedback: 'Check units' },
      after: { grade: 85, feedback: 'Check units' },
    });
    expect(data[1]).toMatchObject({ before: { grade: null }, after: { grade: 70 } });
  });

  it('deletions of homeworks, exams, quizzes, questions, chapters and subjects, by whoever did them', async () => {
    const hw = await sendForm(
      t,
      'POST',
      '/api/homeworks',
      fields({
        title: 'Scrapped sheet',
        subject: s.subject.id,
        chapter: s.chapter.id,
        dueDate: daysFromNow(7),
      }),
      s.teacher.headers,
    );
    expect(
      (await call(t, 'DELETE', `/api/homeworks/${hw.json().data._id}`, s.teacher.headers)).statusCode,
    ).toBe(200);
    expect(await latest('homework.delete')).toMatchObject({
      actor: { name: teacherName() },
      summary: "Homework 'Scrapped sheet'",
      before: { title: 'Scrapped sheet', subjectId: s.subject.id },
      after: null,
    });

    const exam = await sendForm(
      t,
      'POST',
      '/api/exams',
      fields({ title: 'Mock exam', subject: s.subject.id, dueDate: daysFromNow(7) }),
      s.teacher.headers,
    );
    await call(t, 'DELETE', `/api/exams/${exam.json().data._id}`, s.admin.headers);
    expect(await latest('exam.delete')).toMatchObject({
      actor: { name: adminName() },
      summary: "Exam 'Mock exam'",
    });

    const question = await bankQuestion(t, s.subject.id, s.chapter.id, ['Yes', 'No']);
    const quiz = await createQuiz(
      t,
      s.teacher.headers,
      quizForm(s.subject.id, [question.id], { title: 'Pop quiz' }),
    );
    await call(t, 'DELETE', `/api/quizzes/${quiz._id}`, s.teacher.headers);
    expect(await latest('quiz.delete')).toMatchObject({
      summary: "Quiz 'Pop quiz'",
      summaryParams: { title: 'Pop quiz' },
      entityId: quiz._id,
    });

    const chapter = await makeChapter(t, s.subject.id, 9, 'Spare chapter');
    const loose = await makeQuestion(t, s.subject.id, chapter.id, ['Metre', 'Second']);
    expect((await call(t, 'DELETE', `/api/question-bank/${loose.id}`, s.teacher.headers)).statusCode).toBe(
      200,
    );
    expect(await latest('question.delete')).toMatchObject({
      entityId: loose.id,
      before: { title: loose.title, rightChoice: 'Metre' },
    });
    expect((await call(t, 'DELETE', `/api/chapters/${chapter.id}`, s.admin.headers)).statusCode).toBe(200);
    expect(await latest('chapter.delete')).toMatchObject({ summary: "Chapter 'Spare chapter'" });

    const subject = await makeSubject(t, { name: 'Astronomy' });
    expect((await call(t, 'DELETE', `/api/subjects/${subject.id}`, s.admin.headers)).statusCode).toBe(200);
    expect(await latest('subject.delete')).toMatchObject({
      entityId: subject.id,
      before: { name: 'Astronomy', code: subject.code },
    });

    // A refused delete (a subject students are enrolled in) records nothing.
    const before = (await entries()).totalCount;
    expect((await call(t, 'DELETE', `/api/subjects/${s.subject.id}`, s.admin.headers)).statusCode).toBe(409);
    expect((await entries()).totalCount).toBe(before);
  });

  it('people: students deactivated or erased, teachers and parents deleted, passwords set by an admin', async () => {
    const added = (await addStudent(t, s.admin.headers)).json().data;
    await call(t, 'DELETE', `/api/students/${added._id}`, s.admin.headers);
    expect(await latest('student.deactivate')).toMatchObject({
      entityId: added._id,
      summary: `${added.user.firstName} ${added.user.lastName} (${added.studentId})`,
      before: { status: 'active' },
      after: { status: 'inactive' },
    });
    await call(t, 'DELETE', `/api/students/${added._id}?erase=true`, s.admin.headers);
    // The account is gone; its entries keep saying who it was.
    expect(await latest('student.delete')).toMatchObject({
      summary: `${added.user.firstName} ${added.user.lastName} (${added.studentId})`,
      before: { email: added.user.email },
    });

    const teacher = await createUser(t, 'teacher');
    await call(t, 'DELETE', `/api/teachers/${teacher.id}`, s.admin.headers);
    expect(await latest('teacher.delete')).toMatchObject({
      entityId: teacher.id,
      before: { email: teacher.email },
    });

    const parent = await createUser(t, 'parent');
    await call(t, 'DELETE', `/api/parents/${parent.id}`, s.admin.headers);
    expect(await latest('parent.delete')).toMatchObject({ entityId: parent.id });

    await call(t, 'PUT', `/api/users/${s.student.user.id}/password`, s.admin.headers, {
      password: 'new-pass-1',
    });
    const set = await latest('user.password');
    expect(set).toMatchObject({
      actor: { name: adminName() },
      entity: 'student',
      entityId: s.student.user.id,
    });
    expect(JSON.stringify(set)).not.toContain('new-pass-1');

    const colleague = await createUser(t, 'teacher');
    await call(t, 'PUT', `/api/teachers/${colleague.id}`, s.admin.headers, {
      firstName: colleague.firstName,
      lastName: colleague.lastName,
      email: colleague.email,
      password: 'another-pass',
    });
    expect(await latest('user.password')).toMatchObject({ entity: 'teacher', entityId: colleague.id });
    // Changing one's own password is not an admin's act on someone else: not recorded.
    const count = (await entries('?action=user.password')).totalCount;
    await call(t, 'PUT', '/api/users/me/password', s.teacher.headers, {
      currentPassword: TEST_PASSWORD,
      password: 'changed-123',
    });
    expect((await entries('?action=user.password')).totalCount).toBe(count);
  });

  it('CSV imports, with the ids of the students they created', async () => {
    const csv = [
      'firstName,lastName,email,phone,password,system,academicYear,parentName,parentEmail,parentPhone,subjects',
      `Ali,Hassan,${uniqueEmail('audit-imp')},+20 100 111 0001,ali-pass,National,2026,Hassan Sr,${uniqueEmail('audit-par')},+20 100 222 0001,`,
    ].join('\n');
    const form = multipart([
      { name: 'file', filename: 'students.csv', content: csv, contentType: 'text/csv' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/students/import',
      headers: { ...s.admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await latest('students.import')).toMatchObject({
      summary: 'Imported from a CSV file: 1 new, 0 updated',
      summaryParams: { added: 1, updated: 0 },
      after: { studentIds: [expect.stringMatching(/^STU-/)] },
    });
  });
});

describe('GET /api/audit', () => {
  it('is for admins only', async () => {
    for (const role of ['teacher', 'student', 'parent'] as const) {
      const { headers } = await signedIn(t, role);
      expect((await get(t, '/api/audit', headers)).statusCode, role).toBe(403);
    }
    expect((await get(t, '/api/audit', {})).statusCode).toBe(401);
  });

  it('filters by action, words and days, newest first, 20 a page', async () => {
    const all = await entries();
    expect(all.totalCount).toBeGreaterThan(10);
    const times = all.data.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);

    const byTeacher = await entries(`?search=${encodeURIComponent(s.teacher.user.email)}`);
    expect(byTeacher.data.length).toBeGreaterThan(0);
    expect(byTeacher.data.every((e) => e.actor.email === s.teacher.user.email)).toBe(true);
    expect((await entries('?search=Astronomy')).data.map((e) => e.action)).toEqual(['subject.delete']);

    const today = new Date().toISOString().slice(0, 10);
    expect((await entries(`?from=${today}&to=${today}`)).totalCount).toBe(all.totalCount);
    expect((await entries('?to=2020-01-01')).totalCount).toBe(0);

    const paged = await entries('?limit=5&page=2');
    expect(paged.data).toEqual(all.data.slice(5, 10));
    expect(paged.totalPages).toBe(Math.ceil(all.totalCount / 5));
  });

  it('names the subject and chapter an entry recorded by id, while they still exist', async () => {
    const chapter = await makeChapter(t, s.subject.id, 11, 'Optics');
    const question = await makeQuestion(t, s.subject.id, chapter.id, ['Mirror', 'Lens']);
    expect((await call(t, 'DELETE', `/api/question-bank/${question.id}`, s.admin.headers)).statusCode).toBe(
      200,
    );
    const subjectName = (await get(t, `/api/subjects/${s.subject.id}`, s.admin.headers)).json().data.name;
    expect(await latest('question.delete')).toMatchObject({
      before: { subjectId: s.subject.id, chapterId: chapter.id },
      names: { [s.subject.id]: subjectName, [chapter.id]: 'Optics' },
    });
    // The chapter is gone since: its id stays in the entry, with no name to give.
    expect((await call(t, 'DELETE', `/api/chapters/${chapter.id}`, s.admin.headers)).statusCode).toBe(200);
    expect((await latest('question.delete'))?.names).toEqual({ [s.subject.id]: subjectName });
    // An entry without such ids names nothing.
    expect((await latest('chapter.delete'))?.names).toEqual({ [s.subject.id]: subjectName });
    expect(
      (await entries('?action=user.password')).data.every((e) => Object.keys(e.names).length === 0),
    ).toBe(true);
  });

  it('names a bad filter', async () => {
    for (const [query, field] of [
      ['?action=coffee.make', 'action'],
      ['?from=yesterday', 'from'],
      ['?to=2026-02-31', 'to'],
      ['?page=0', 'page'],
    ]) {
      const res = await get(t, `/api/audit${query}`, s.admin.headers);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^${field}`));
    }
  });
});

it('is append-only in the database itself: UPDATE, DELETE and TRUNCATE are refused', async () => {
  for (const statement of [
    `UPDATE audit_log SET summary = 'rewritten'`,
    'DELETE FROM audit_log',
    'TRUNCATE audit_log',
  ]) {
    await expect(t.database.executeSql(statement)).rejects.toThrow(/the audit log is append-only/);
  }
  expect((await entries()).totalCount).toBeGreaterThan(0);
});
