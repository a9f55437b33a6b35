import { STAFF_UPCOMING_SIZE, type StaffOverview } from '@sabora/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.js';
import { bankQuestion, createQuiz, quizForm } from '../../../test/quizzes.js';
import { daysFromNow, fields, get, pdf, sendForm } from '../../../test/requests.js';
import { makeSchool } from '../../../test/school.js';
import { examSubmissions, homeworks } from '../../db/schema/index.js';

let t: TestContext;
let s: Awaited<ReturnType<typeof makeSchool>>;
beforeAll(async () => {
  t = await createTestApp();
  s = await makeSchool(t);
});
afterAll(() => t.close());

type Who = { headers: Record<string, string> };

async function created(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { _id: string } }).data;
}
const homework = (
  title: string,
  days: number,
  subject = s.subject.id,
  chapter = s.chapter.id,
  who: Who = s.teacher,
) =>
  sendForm(
    t,
    'POST',
    '/api/homeworks',
    fields({ title, subject, chapter, dueDate: daysFromNow(days) }),
    who.headers,
  ).then(created);
const exam = (title: string, days: number) =>
  sendForm(
    t,
    'POST',
    '/api/exams',
    fields({ title, subject: s.subject.id, dueDate: daysFromNow(days) }),
    s.teacher.headers,
  ).then(created);
const submit = (kind: 'homework' | 'exam', id: string, who: Who) =>
  sendForm(
    t,
    'POST',
    `/api/${kind}-submissions/submit`,
    [...fields({ [`${kind}Id`]: id }), { ...pdf(), name: 'files' }],
    who.headers,
  ).then(created);

async function overviewOf(who: Who) {
  const res = await get(t, '/api/staff/overview', who.headers);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: StaffOverview }).data;
}

describe('the staff overview', () => {
  let ids: { sheet: string; test: string; quiz: string; chemistry: string };

  beforeAll(async () => {
    const sheet = await homework('Forces sheet', 2);
    const test = await exam('Motion test', 5);
    const question = await bankQuestion(t, s.subject.id, s.chapter.id, ['a', 'b']);
    const quiz = await createQuiz(
      t,
      s.teacher.headers,
      quizForm(s.subject.id, [question.id], { title: 'Speed quiz', dueDate: daysFromNow(1) }),
    );
    const chemistry = await homework('Atoms sheet', 3, s.otherSubject.id, s.otherChapter.id, s.otherTeacher);
    ids = { sheet: sheet._id, test: test._id, quiz: quiz._id, chemistry: chemistry._id };

    // Two hand in the sheet, one of them is graded; the exam's one submission is late.
    await submit('homework', sheet._id, s.student);
    const graded = await submit('homework', sheet._id, s.classmate);
    const res = await sendForm(
      t,
      'PUT',
      `/api/homework-submissions/${graded._id}/grade`,
      fields({ grade: '90' }),
      s.teacher.headers,
    );
    expect(res.statusCode).toBe(200);
    const late = await submit('exam', test._id, s.student);
    await t.database.db
      .update(examSubmissions)
      .set({ status: 'late', isLate: true })
      .where(eq(examSubmissions.id, late._id));
    // A closed homework is not upcoming, but its ungraded work still waits.
    const closed = await homework('Old sheet', 4);
    await submit('homework', closed._id, s.student);
    await t.database.db
      .update(homeworks)
      .set({ dueDate: new Date(Date.now() - 86_400_000) })
      .where(eq(homeworks.id, closed._id));
  });

  it("counts a teacher's ungraded homework and exam work (late too) and lists the next due items of their subjects", async () => {
    const overview = await overviewOf(s.teacher);
    expect(overview.toGrade).toEqual({ homework: 2, exam: 1, total: 3 });
    expect(overview.upcoming.map((item) => [item.type, item.title, item.handedIn, item.link])).toEqual([
      ['quiz', 'Speed quiz', 0, '/quizzes-admin'],
      ['homework', 'Forces sheet', 2, '/homework-admin'],
      ['exam', 'Motion test', 1, '/exams-admin'],
    ]);
    expect(overview.upcoming[1]).toMatchObject({
      _id: ids.sheet,
      subject: { _id: s.subject.id, name: 'Physics' },
    });
  });

  it("shows another subject's teacher only their own subject", async () => {
    const overview = await overviewOf(s.otherTeacher);
    expect(overview.toGrade).toEqual({ homework: 0, exam: 0, total: 0 });
    expect(overview.upcoming.map((item) => item._id)).toEqual([ids.chemistry]);
  });

  it(`shows admins every subject, at most ${STAFF_UPCOMING_SIZE} items`, async () => {
    const before = await overviewOf(s.admin);
    expect(before.toGrade.total).toBe(3);
    expect(before.upcoming.map((item) => item._id)).toEqual([ids.quiz, ids.sheet, ids.chemistry, ids.test]);
    await homework('Later sheet 1', 10);
    await homework('Later sheet 2', 11);
    const after = await overviewOf(s.admin);
    expect(after.upcoming.map((item) => item.title)).toEqual([
      'Speed quiz',
      'Forces sheet',
      'Atoms sheet',
      'Motion test',
      'Later sheet 1',
    ]);
  });

  it('is for staff only', async () => {
    for (const who of [s.student, s.student.parent]) {
      expect((await get(t, '/api/staff/overview', who.headers)).statusCode).toBe(403);
    }
  });
});
