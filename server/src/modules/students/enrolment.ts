import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { studentSubjects, subjects, subjectTeachers, users } from '../../db/schema/index.js';
import { badRequest } from '../../plugins/errors.js';
import { notify } from '../notifications/index.js';

export interface Enrolment {
  subject: string;
  teacher?: string | undefined;
  isActive: boolean;
}

const INSERT_CHUNK = 1000;

/** Who teaches which of these subjects (teacher accounts only), primary teachers first, then oldest. */
export function teachersOf(db: Db | Tx, subjectIds: readonly string[]) {
  return db
    .select({ subjectId: subjectTeachers.subjectId, teacherId: subjectTeachers.teacherId })
    .from(subjectTeachers)
    .innerJoin(users, eq(users.id, subjectTeachers.teacherId))
    .where(and(inArray(subjectTeachers.subjectId, [...subjectIds]), eq(users.role, 'teacher')))
    .orderBy(sql`${subjectTeachers.isPrimary} desc`, subjectTeachers.createdAt);
}

/**
 * Every subject exists, belongs to the student's system, is listed
 * once, and comes with a teacher who teaches it. The first problem is a 400 naming the entry.
 */
export async function checkEnrolments(db: Db, system: string, entries: readonly Enrolment[]) {
  if (entries.length === 0) return;
  const ids = [...new Set(entries.map((e) => e.subject))];
  const [found, teaching] = await Promise.all([
    db
      .select({ id: subjects.id, name: subjects.name, system: subjects.system })
      .from(subjects)
      .where(inArray(subjects.id, ids)),
    teachersOf(db, ids),
  ]);
  const byId = new Map(found.map((s) => [s.id, s]));
  const pairs = new Set(teaching.map((t) => `${t.subjectId}:${t.teacherId}`));
  const seen = new Set<string>();
  entries.forEach((entry, i) => {
    const subject = byId.get(entry.subject);
    if (!subject) throw badRequest('enrolmentSubjectUnknown', { index: i });
    if (seen.has(entry.subject))
      throw badRequest('enrolmentSubjectTwice', { index: i, subject: subject.name });
    seen.add(entry.subject);
    if (subject.system !== system)
      throw badRequest('enrolmentSubjectNotOfSystem', { index: i, subject: subject.name, system });
    if (!entry.teacher || !pairs.has(`${entry.subject}:${entry.teacher}`)) {
      throw badRequest('enrolmentTeacherNotOfSubject', { index: i, subject: subject.name });
    }
  });
}

/** The subjects a student is enrolled in, with their systems. */
export function enrolledSubjects(db: Db | Tx, studentId: string) {
  return db
    .select({ name: subjects.name, system: subjects.system })
    .from(studentSubjects)
    .innerJoin(subjects, eq(subjects.id, studentSubjects.subjectId))
    .where(eq(studentSubjects.studentId, studentId));
}

/**
 * Makes the student's enrolment set exactly `entries` (kept rows keep their enrolment date).
 * Returns the subjects the student is newly active in, to notify them.
 */
export async function replaceEnrolments(tx: Tx, studentId: string, entries: readonly Enrolment[]) {
  const before = await tx
    .select({ subjectId: studentSubjects.subjectId, isActive: studentSubjects.isActive })
    .from(studentSubjects)
    .where(eq(studentSubjects.studentId, studentId));
  const wasActive = new Set(before.filter((e) => e.isActive).map((e) => e.subjectId));
  const keep = entries.map((e) => e.subject);
  await tx
    .delete(studentSubjects)
    .where(
      and(
        eq(studentSubjects.studentId, studentId),
        keep.length > 0 ? notInArray(studentSubjects.subjectId, keep) : undefined,
      ),
    );
  if (entries.length > 0) {
    await tx
      .insert(studentSubjects)
      .values(
        entries.map((e) => ({
          studentId,
          subjectId: e.subject,
          teacherId: e.teacher ?? null,
          isActive: e.isActive,
        })),
      )
      .onConflictDoUpdate({
        target: [studentSubjects.studentId, studentSubjects.subjectId],
        set: { teacherId: sql`excluded.teacher_id`, isActive: sql`excluded.is_active` },
      });
  }
  return entries.filter((e) => e.isActive && !wasActive.has(e.subject)).map((e) => e.subject);
}

/** Enrols new students in bulk (an import); every row is active. */
export async function insertEnrolments(
  tx: Tx,
  rows: readonly { studentId: string; subjectId: string; teacherId: string }[],
) {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const chunk = rows.slice(i, i + INSERT_CHUNK);
    await tx
      .insert(studentSubjects)
      .values(chunk.map(({ studentId, subjectId, teacherId }) => ({ studentId, subjectId, teacherId })));
  }
}

/** Tells each student about each subject they were enrolled in (one insert per subject). */
export async function notifyEnrolments(tx: Tx, enrolled: readonly { userId: string; subjectId: string }[]) {
  if (enrolled.length === 0) return;
  const ids = [...new Set(enrolled.map((e) => e.subjectId))];
  const rows = await tx
    .select({ id: subjects.id, name: subjects.name, code: subjects.code })
    .from(subjects)
    .where(inArray(subjects.id, ids));
  for (const subject of rows) {
    const userIds = enrolled.filter((e) => e.subjectId === subject.id).map((e) => e.userId);
    await notify(tx, userIds, {
      notice: 'enrolledInSubject',
      params: { subject: subject.name, code: subject.code },
      link: '/subjects',
    });
  }
}
