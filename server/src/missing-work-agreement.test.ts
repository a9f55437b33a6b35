import type { Gradebook } from '@sabora/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from '../test/app.js';
import { assignTeacher, enrol, makeChapter, makeSubject } from '../test/factories.js';
import { createQuiz, quizForm } from '../test/quizzes.js';
import { daysFromNow, fields, get, sendForm } from '../test/requests.js';
import { makeQuestion, TERM_START } from '../test/school.js';
import { exams, homeworks, users } from './db/schema/index.js';
import { recentlyMissedWork } from './modules/assignments/index.js';

/**
 * Missing work is one rule (docs/decisions.md, "Missing work"; assignments/missing-work.ts) with
 * many readers. One school, fed to every reader: the teacher's missing lists (the plain query a
 * search uses and the item-by-item one), the gradebook's cells, each student's summary, each parent's view of it, and the
 * reminders. Every reader must name the same (work, student) pairs.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);

it('names the same missing work for every student to the teacher, the student, the parent and the reminders', async () => {
  const teacher = await signedIn(t, 'teacher');
  const subject = await makeSubject(t, { name: 'Agreement physics' });
  const chapter = await makeChapter(t, subject.id, 1, 'Agreement chapter');
  await assignTeacher(t, subject.id, teacher.user.id);

  // Four students: enrolled since the term began; joined 30 hours ago (after the homework was
  // due, before the exam); joined an hour ago (after everything); and one whose enrolment ended.
  const pupils: Record<
    string,
    { headers: Record<string, string>; profileId: string; parent: Record<string, string> }
  > = {};
  for (const [name, enrolledAt, isActive] of [
    ['early', TERM_START, true],
    ['midway', hoursAgo(30), true],
    ['late', hoursAgo(1), true],
    ['left', TERM_START, false],
  ] as const) {
    const student = await signedIn(t, 'student');
    const parent = await signedIn(t, 'parent');
    const [parentRow] = await t.database.db.select().from(users).where(eq(users.id, parent.user.id));
    const profile = await enrol(t, student.user.id, [subject.id], {
      enrolledAt,
      isActive,
      parentEmail: parentRow!.email,
    });
    pupils[name] = {
      headers: student.headers,
      profileId: profile.id,
      parent: parent.headers,
    };
  }

  // A homework due 2 days ago, an exam due 20 hours ago and a quiz due 3 hours ago.
  const homework = (
    await sendForm(
      t,
      'POST',
      '/api/homeworks',
      fields({
        title: 'Agreement homework',
        subject: subject.id,
        chapter: chapter.id,
        dueDate: daysFromNow(5),
      }),
      teacher.headers,
    )
  ).json().data as { _id: string };
  const exam = (
    await sendForm(
      t,
      'POST',
      '/api/exams',
      fields({ title: 'Agreement exam', subject: subject.id, dueDate: daysFromNow(5) }),
      teacher.headers,
    )
  ).json().data as { _id: string };
  const question = await makeQuestion(t, subject.id, chapter.id);
  const quiz = await createQuiz(
    t,
    teacher.headers,
    quizForm(subject.id, [question.id], { title: 'Agreement quiz', dueDate: hoursAgo(3).toISOString() }),
  );
  // The early student hands the homework in while it is open; nobody else hands anything in.
  const handedIn = await sendForm(
    t,
    'POST',
    '/api/homework-submissions/submit',
    [...fields({ homeworkId: homework._id }), { name: 'files', filename: 'a.pdf', content: 'answers' }],
    pupils.early!.headers,
  );
  expect(handedIn.statusCode).toBe(201);
  await t.database.db
    .update(homeworks)
    .set({ dueDate: hoursAgo(48) })
    .where(eq(homeworks.id, homework._id));
  await t.database.db
    .update(exams)
    .set({ dueDate: hoursAgo(20) })
    .where(eq(exams.id, exam._id));

  const title = { [homework._id]: 'homework', [exam._id]: 'exam', [quiz._id]: 'quiz' } as Record<
    string,
    string
  >;
  const expected = ['early:exam', 'early:quiz', 'midway:exam', 'midway:quiz'];
  const nameOf = new Map(Object.entries(pupils).map(([name, p]) => [p.profileId, name]));
  const pairs = (rows: [string, string][]) =>
    rows
      .filter(([work, student]) => title[work] && nameOf.has(student))
      .map(([work, student]) => `${nameOf.get(student)}:${title[work]}`)
      .sort();

  // The teacher: every kind's missing list, plainly (a search) and item by item (a subject filter).
  for (const how of ['search=Agreement', `subject=${subject.id}`]) {
    const rows: [string, string][] = [];
    for (const kind of ['homework', 'exam', 'quiz']) {
      const reply = await get(t, `/api/${kind}-submissions?status=missing&limit=100&${how}`, teacher.headers);
      expect(reply.statusCode).toBe(200);
      for (const row of reply.json().data) {
        const [, work, student] = (row._id as string).split(':');
        rows.push([work!, student!]);
      }
    }
    expect(pairs(rows), how).toEqual(expected);
  }

  // The gradebook's cells marked missing.
  const fromGradebook = async () => {
    const reply = await get(t, `/api/gradebook?subject=${subject.id}`, teacher.headers);
    expect(reply.statusCode).toBe(200);
    const book = reply.json().data as Gradebook;
    return pairs(
      book.students.flatMap((student) =>
        student.cells.flatMap((cell): [string, string][] =>
          cell.status === 'missing' ? [[cell.itemId, student.id]] : [],
        ),
      ),
    );
  };
  expect(await fromGradebook()).toEqual(expected);

  // Each student's summary, and the same through their parent.
  const fromSummaries = async (who: 'student' | 'parent') => {
    const rows: [string, string][] = [];
    for (const pupil of Object.values(pupils)) {
      const headers = who === 'student' ? pupil.headers : pupil.parent;
      const query = who === 'student' ? '' : `?student=${pupil.profileId}`;
      const reply = await get(t, `/api/students/me/summary${query}`, headers);
      if (reply.statusCode === 404) continue; // the student who left has no subject with work
      const summary = reply.json().data;
      expect(summary.counts.missing).toBe(summary.missing.length);
      for (const item of summary.missing) rows.push([item._id, pupil.profileId]);
    }
    return pairs(rows);
  };
  expect(await fromSummaries('student')).toEqual(expected);
  expect(await fromSummaries('parent')).toEqual(expected);

  // The reminders ("missing" for students and their parents).
  const reminded = await recentlyMissedWork(t.database.db, new Date());
  expect(pairs(reminded.map((r) => [r.work_id, r.student_id]))).toEqual(expected);

  // A late hand-in (the exam re-opened) takes the pair off every list alike.
  await sendForm(
    t,
    'PUT',
    `/api/exams/${exam._id}`,
    fields({
      title: 'Agreement exam',
      subject: subject.id,
      dueDate: hoursAgo(20).toISOString(),
      reopened: 'true',
    }),
    teacher.headers,
  );
  const late = await sendForm(
    t,
    'POST',
    '/api/exam-submissions/submit',
    [...fields({ examId: exam._id }), { name: 'files[]', filename: 'late.pdf', content: 'late answers' }],
    pupils.midway!.headers,
  );
  expect(late.statusCode).toBe(201);
  const left = expected.filter((pair) => pair !== 'midway:exam');
  expect(await fromSummaries('student')).toEqual(left);
  expect(await fromGradebook()).toEqual(left);
  const remindedAfter = await recentlyMissedWork(t.database.db, new Date());
  expect(pairs(remindedAfter.map((r) => [r.work_id, r.student_id]))).toEqual(left);
  const examList = await get(
    t,
    `/api/exam-submissions?status=missing&limit=100&subject=${subject.id}`,
    teacher.headers,
  );
  expect(examList.json().data.map((r: { _id: string }) => r._id)).toEqual([
    `missing:${exam._id}:${pupils.early!.profileId}`,
  ]);
});
