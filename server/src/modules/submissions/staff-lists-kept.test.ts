import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from '../../../test/app.js';
import { enrol, makeChapter, makeSubject } from '../../../test/factories.js';
import { daysFromNow, eventually, fields, get, sendForm } from '../../../test/requests.js';
import { TERM_START } from '../../../test/school.js';
import { type Database, openPostgres } from '../../db/client.js';
import {
  homeworkSubmissions,
  homeworks,
  studentSubjects,
  students,
  subjects,
  subjectTeachers,
  users,
} from '../../db/schema/index.js';
import { KEEP_COUNTS_MS } from '../../lib/kept-reads.js';
import { preparedFor } from '../../lib/prepared.js';
import { gradingKinds } from './grading-kinds.js';
import { staffListTables, staffStatementPrefix } from './staff-list-shape.js';

/**
 * The staff lists keep their totals and missing-work counts (lib/kept-reads.ts) and forget them
 * when a table they read changes (staff-list-shape.ts, db/table-changes.ts). Each of those tables
 * is written here, by this process and by another one, and the list shows the change: a table
 * missing from the watched list, or one the database does not announce, would leave the kept
 * count in place for KEEP_COUNTS_MS, and this test fails.
 */
let t: TestContext;
let other: Database;
beforeAll(async () => {
  t = await createTestApp();
  // Another server process on the same database: its writes pass nothing of this process.
  other = openPostgres(t.database.url);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const writers = [
  {
    who: 'this process',
    db: () => t.database.db,
    /** Seen on the next read: the write forgot the counts as it was sent. */
    sees: async (read: () => Promise<number>, expected: number, what: string) =>
      expect(await read(), what).toBe(expected),
  },
  {
    who: 'another process',
    db: () => other.db,
    /** Seen once the database announces the commit (NOTIFY), long before the clock would. */
    sees: async (read: () => Promise<number>, expected: number, what: string) =>
      expect(await eventually(read, (n) => n === expected, KEEP_COUNTS_MS / 2), what).toBe(expected),
  },
];

describe.each(writers)('a write by $who', ({ who, db, sees }) => {
  it('shows in the missing list though its counts are kept, for every table the list reads', async () => {
    expect(await eventually(async () => t.database.changes.live, Boolean)).toBe(true);
    const teacher = await signedIn(t, 'teacher');
    const subject = await makeSubject(t, { name: `Kept subject (${who})` });
    const chapter = await makeChapter(t, subject.id, 1, 'Kept chapter');
    await db().insert(subjectTeachers).values({ subjectId: subject.id, teacherId: teacher.user.id });
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
    const setDue = (days: number) =>
      db()
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

    // homeworks: due tomorrow, nothing is missing.
    await setDue(1);
    await sees(missing, 0, 'homeworks');
    // homework_submissions: one hands in while it is open; due yesterday, the two who did not.
    await db()
      .insert(homeworkSubmissions)
      .values({ homeworkId: homework._id, studentId: pupils[0]!.profile.id });
    await setDue(-1);
    await sees(missing, 2, 'homework_submissions');

    // students
    const pupil1 = eq(students.id, pupils[1]!.profile.id);
    await db().update(students).set({ status: 'suspended' }).where(pupil1);
    await sees(missing, 1, 'students');
    await db().update(students).set({ status: 'active' }).where(pupil1);
    await sees(missing, 2, 'students');

    // student_subjects
    const enrolment = and(
      eq(studentSubjects.studentId, pupils[2]!.profile.id),
      eq(studentSubjects.subjectId, subject.id),
    );
    await db().update(studentSubjects).set({ isActive: false }).where(enrolment);
    await sees(missing, 1, 'student_subjects');
    await db().update(studentSubjects).set({ isActive: true }).where(enrolment);
    await sees(missing, 2, 'student_subjects');

    // subjects
    await db().update(subjects).set({ isActive: false }).where(eq(subjects.id, subject.id));
    await sees(missing, 0, 'subjects');
    await db().update(subjects).set({ isActive: true }).where(eq(subjects.id, subject.id));
    await sees(missing, 2, 'subjects');

    // subject_teachers
    const teaching = and(
      eq(subjectTeachers.subjectId, subject.id),
      eq(subjectTeachers.teacherId, teacher.user.id),
    );
    await db().delete(subjectTeachers).where(teaching);
    await sees(missing, 0, 'subject_teachers');
    await db().insert(subjectTeachers).values({ subjectId: subject.id, teacherId: teacher.user.id });
    await sees(missing, 2, 'subject_teachers');

    // users (a search matches names)
    const name = `Zebedee${who.length}`;
    expect(await missing(name)).toBe(0);
    await db().update(users).set({ firstName: name }).where(eq(users.id, pupils[2]!.user.id));
    await sees(() => missing(name), 1, 'users');
  });
});

/** Every SQL text among the prepared statements of `value` (drizzle's prepared queries, nested). */
function sqlTexts(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  if ('getQuery' in value && typeof value.getQuery === 'function') return [value.getQuery().sql as string];
  return Object.values(value).flatMap(sqlTexts);
}

it('the lists read no table but those whose changes forget what they keep', async () => {
  const admin = await signedIn(t, 'admin');
  const teacher = await signedIn(t, 'teacher');
  const subject = await makeSubject(t, { name: 'Read subject' });
  // Every shape of both lists, for each kind: who asks, subject, search, status.
  for (const { kind } of gradingKinds) {
    for (const headers of [admin.headers, teacher.headers]) {
      for (const bySubject of ['', `&subject=${subject.id}`]) {
        for (const search of ['', '&search=Ann']) {
          for (const status of ['', '&status=graded', '&status=submitted', '&status=missing']) {
            const reply = await get(
              t,
              `/api/${kind}-submissions?limit=10${bySubject}${search}${status}`,
              headers,
            );
            expect(reply.statusCode).toBe(200);
          }
        }
      }
    }
  }
  for (const cfg of gradingKinds) {
    const prefix = staffStatementPrefix(cfg);
    const texts = [...preparedFor(t.database.db)]
      .filter(([name]) => name.startsWith(prefix))
      .flatMap(([, statement]) => sqlTexts(statement));
    expect(texts.length, cfg.kind).toBeGreaterThan(10);
    const read = new Set(
      texts.flatMap((text) => [...text.matchAll(/\b(?:from|join)\s+"([a-z_]+)"/gi)].map((m) => m[1])),
    );
    expect([...read].sort(), cfg.kind).toEqual([...staffListTables(cfg)].sort());
  }
});
