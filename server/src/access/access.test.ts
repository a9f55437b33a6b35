import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { makeSubject } from '../../test/factories.js';
import { makeSchool } from '../../test/school.js';
import { openPostgres } from '../db/client.js';
import { studentSubjects, subjects, type UserRow } from '../db/schema/index.js';
import { HttpError } from '../plugins/errors.js';
import { findVisibleSubject, mayReadWork, visibleSubjects, whoseWork } from './index.js';

// The rules every module asks (access/): tested once here, over every role, on a real database.
let t: TestContext;
let school: Awaited<ReturnType<typeof makeSchool>>;
let closedSubject: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  school = await makeSchool(t);
  // A deactivated subject the student is still enrolled in: staff see it, students and parents not.
  closedSubject = await makeSubject(t, { name: 'Closed' });
  await t.database.db.update(subjects).set({ isActive: false }).where(eq(subjects.id, closedSubject.id));
  await t.database.db
    .insert(studentSubjects)
    .values({ studentId: school.student.profile.id, subjectId: closedSubject.id, isActive: true });
});
afterAll(() => t.close());

type Who = keyof typeof people;
const people = {
  admin: () => school.admin.user,
  teacher: () => school.teacher.user,
  'other subject’s teacher': () => school.otherTeacher.user,
  student: () => school.student.user,
  classmate: () => school.classmate.user,
  'student of the other subject': () => school.outsider.user,
  'student whose enrolment lapsed': () => school.lapsed.user,
  'student’s parent': () => school.student.parent.user,
  'classmate’s parent': () => school.classmate.parent.user,
} satisfies Record<string, () => UserRow>;

const seesSubject = async (who: Who, subjectId: string) =>
  Boolean(await findVisibleSubject(t.database.db, people[who](), subjectId).catch(() => null));

describe('which subjects a user sees (visibleSubjects, findVisibleSubject)', () => {
  const table: [Who, { subject: boolean; other: boolean; closed: boolean }][] = [
    ['admin', { subject: true, other: true, closed: true }],
    ['teacher', { subject: true, other: false, closed: false }],
    ['other subject’s teacher', { subject: false, other: true, closed: false }],
    ['student', { subject: true, other: false, closed: false }],
    ['classmate', { subject: true, other: false, closed: false }],
    ['student of the other subject', { subject: false, other: true, closed: false }],
    ['student whose enrolment lapsed', { subject: false, other: false, closed: false }],
    ['student’s parent', { subject: true, other: false, closed: false }],
    ['classmate’s parent', { subject: true, other: false, closed: false }],
  ];
  it.each(table)('%s', async (who, expected) => {
    expect({
      subject: await seesSubject(who, school.subject.id),
      other: await seesSubject(who, school.otherSubject.id),
      closed: await seesSubject(who, closedSubject.id),
    }).toEqual(expected);
  });

  it('filters a list with the same rule (one SQL condition, no per-row checks)', async () => {
    const listed = async (who: Who) =>
      (
        await t.database.db
          .select({ id: subjects.id })
          .from(subjects)
          .where(visibleSubjects(t.database.db, people[who]()))
      ).map((row) => row.id);
    expect(await listed('student')).toEqual([school.subject.id]);
    expect(await listed('teacher')).toEqual([school.subject.id]);
    expect((await listed('admin')).length).toBe(3);
  });

  it('answers 404 alike for a missing subject and one out of scope', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const id of [missing, school.otherSubject.id]) {
      await expect(findVisibleSubject(t.database.db, people.student(), id)).rejects.toMatchObject({
        statusCode: 404,
        message: 'Subject not found',
      });
    }
  });
});

describe('a database that cannot be reached', () => {
  // Only "not found" is a 404: a failure to read stays a failure (a 5xx the error handler turns
  // into a quick 503), never "this homework does not exist" or "you may not read it".
  it('is a failure for findVisibleSubject and mayReadWork, not a 404 nor a refusal', async () => {
    const unreachable = openPostgres('postgres://nobody:nothing@127.0.0.1:1/none');
    try {
      const teacher = school.teacher.user;
      const subject = school.subject.id;
      const failure = await findVisibleSubject(unreachable.db, teacher, subject, 'homeworkNotFound').catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(Error);
      expect(failure).not.toBeInstanceOf(HttpError);
      await expect(
        mayReadWork(unreachable.db, teacher, school.student.profile.id, subject),
      ).rejects.toThrow();
      // The same calls on the school's database: found, and allowed.
      expect((await findVisibleSubject(t.database.db, teacher, subject, 'homeworkNotFound')).id).toBe(
        subject,
      );
      expect(await mayReadWork(t.database.db, teacher, school.student.profile.id, subject)).toBe(true);
    } finally {
      await unreachable.close();
    }
  });
});

describe('who may read a student’s work in a subject (mayReadWork)', () => {
  const table: [Who, boolean][] = [
    ['admin', true],
    ['teacher', true],
    ['other subject’s teacher', false],
    ['student', true],
    ['classmate', false],
    ['student of the other subject', false],
    ['student’s parent', true],
    ['classmate’s parent', false],
  ];
  it.each(table)('%s: %s', async (who, expected) => {
    expect(
      await mayReadWork(t.database.db, people[who](), school.student.profile.id, school.subject.id),
    ).toBe(expected);
  });
});

describe('whose work a /my call reads (whoseWork)', () => {
  it('a student reads their own, with or without naming themselves; naming another is 404', async () => {
    const own = school.student.profile.id;
    expect(await whoseWork(t.database.db, people.student(), undefined)).toBe(own);
    expect(await whoseWork(t.database.db, people.student(), own)).toBe(own);
    await expect(
      whoseWork(t.database.db, people.student(), school.classmate.profile.id),
    ).rejects.toMatchObject({ statusCode: 404, message: 'Student not found' });
  });

  it('a parent must name one of their children; another family’s child is 404', async () => {
    const parent = people['student’s parent']();
    await expect(whoseWork(t.database.db, parent, undefined)).rejects.toMatchObject({
      statusCode: 400,
      message: 'student: choose one of your children',
    });
    expect(await whoseWork(t.database.db, parent, school.student.profile.id)).toBe(school.student.profile.id);
    await expect(whoseWork(t.database.db, parent, school.classmate.profile.id)).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('staff have no work of their own to read', async () => {
    expect(await whoseWork(t.database.db, people.teacher(), undefined)).toBeUndefined();
  });
});
