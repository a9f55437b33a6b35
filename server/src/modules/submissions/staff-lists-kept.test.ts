import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from '../../../test/app.js';
import { assignTeacher, enrol, makeChapter, makeSubject } from '../../../test/factories.js';
import { daysFromNow, fields, get, sendForm } from '../../../test/requests.js';
import { TERM_START } from '../../../test/school.js';
import {
  homeworks,
  studentSubjects,
  students,
  subjects,
  subjectTeachers,
  users,
} from '../../db/schema/index.js';

/**
 * The staff lists keep their totals and missing-work counts (lib/kept-reads.ts) and forget them on
 * a write to any table they read (staff-list-shape.ts). Each of those tables is written here, and
 * the list shows the change at once: a table missing from the watched list would leave the kept
 * count in place (for KEEP_COUNTS_MS, then served stale while counted again), and this test fails.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('shows a write to every table the missing list reads at once, though its counts are kept', async () => {
  const teacher = await signedIn(t, 'teacher');
  const subject = await makeSubject(t, { name: 'Kept subject' });
  const chapter = await makeChapter(t, subject.id, 1, 'Kept chapter');
  await assignTeacher(t, subject.id, teacher.user.id);
  const pupils = [];
  for (let i = 0; i < 3; i++) {
    const pupil = await signedIn(t, 'student');
    pupils.push({
      ...pupil,
      profile: await enrol(t, pupil.user.id, [subject.id], { enrolledAt: TERM_START }),
    });
  }
  const homework = (
    await sendForm(
      t,
      'POST',
      '/api/homeworks',
      fields({ title: 'Kept homework', subject: subject.id, chapter: chapter.id, dueDate: daysFromNow(3) }),
      teacher.headers,
    )
  ).json().data as { _id: string };
  const db = t.database.db;
  const setDue = (days: number) =>
    db
      .update(homeworks)
      .set({ dueDate: new Date(Date.now() + days * 86_400_000) })
      .where(eq(homeworks.id, homework._id));
  await setDue(-1);

  // Item by item (a subject filter), and one query (a search): both kept between reads.
  const missing = async (search = '') => {
    const query = search ? `search=${search}` : `subject=${subject.id}`;
    const reply = await get(
      t,
      `/api/homework-submissions?status=missing&limit=100&${query}`,
      teacher.headers,
    );
    return reply.json().totalCount as number;
  };
  expect(await missing()).toBe(3);
  expect(await missing()).toBe(3);

  // homework_submissions (handed in while it was open, as a student would)
  await setDue(1);
  await sendForm(
    t,
    'POST',
    '/api/homework-submissions/submit',
    [...fields({ homeworkId: homework._id }), { name: 'files', filename: 'a.pdf', content: 'answers' }],
    pupils[0]!.headers,
  );
  // homeworks: due tomorrow, nothing is missing; due yesterday, the two who did not hand in.
  expect(await missing()).toBe(0);
  await setDue(-1);
  expect(await missing()).toBe(2);

  // students
  await db.update(students).set({ status: 'suspended' }).where(eq(students.id, pupils[1]!.profile.id));
  expect(await missing()).toBe(1);
  await db.update(students).set({ status: 'active' }).where(eq(students.id, pupils[1]!.profile.id));
  expect(await missing()).toBe(2);

  // student_subjects
  const enrolment = and(
    eq(studentSubjects.studentId, pupils[2]!.profile.id),
    eq(studentSubjects.subjectId, subject.id),
  );
  await db.update(studentSubjects).set({ isActive: false }).where(enrolment);
  expect(await missing()).toBe(1);
  await db.update(studentSubjects).set({ isActive: true }).where(enrolment);
  expect(await missing()).toBe(2);

  // subjects
  await db.update(subjects).set({ isActive: false }).where(eq(subjects.id, subject.id));
  expect(await missing()).toBe(0);
  await db.update(subjects).set({ isActive: true }).where(eq(subjects.id, subject.id));
  expect(await missing()).toBe(2);

  // subject_teachers
  const teaching = and(
    eq(subjectTeachers.subjectId, subject.id),
    eq(subjectTeachers.teacherId, teacher.user.id),
  );
  await db.delete(subjectTeachers).where(teaching);
  expect(await missing()).toBe(0);
  await assignTeacher(t, subject.id, teacher.user.id);
  expect(await missing()).toBe(2);

  // users (a search matches names)
  expect(await missing('Zebedee')).toBe(0);
  await db.update(users).set({ firstName: 'Zebedee' }).where(eq(users.id, pupils[2]!.user.id));
  expect(await missing('Zebedee')).toBe(1);
});
