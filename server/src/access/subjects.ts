import type { PlainErrorCode } from '@sabora/contract';
import { type AnyColumn, and, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { studentSubjects, students, subjects, subjectTeachers, type UserRow } from '../db/schema/index.js';
import { notFound } from '../plugins/errors.js';

/**
 * Which subjects a user may see (docs/decisions.md, "Who sees what"): admins all; teachers those
 * assigned to them; students their active enrolments in active subjects; parents their children's.
 * Returns undefined for "no restriction".
 */
export function visibleSubjects(db: Db, user: UserRow): SQL | undefined {
  return visibleSubjectsOf(db, user.role, viewerOf(user));
}

/** Who asks, for `visibleSubjectsOf`: the account id and the lower-cased email, as values or placeholders. */
export interface SubjectViewer {
  id: string | Placeholder;
  email: string | Placeholder;
}

/** A user as the viewer of a statement built for them alone. */
export const viewerOf = (user: UserRow) =>
  ({ id: user.id, email: user.email.toLowerCase() }) satisfies SubjectViewer;

/**
 * The viewer of a statement prepared once per role: the account id and the lower-cased
 * email are the placeholders `user` and `email`, valued by `viewerValues`.
 */
export const PREPARED_VIEWER: SubjectViewer = {
  id: sql.placeholder('user'),
  email: sql.placeholder('email'),
};

/** The values of `PREPARED_VIEWER`'s placeholders for one user. */
export function viewerValues(user: UserRow) {
  const { id, email } = viewerOf(user);
  return { user: id, email };
}

/** `visibleSubjects` for a statement prepared once per role: see `PREPARED_VIEWER`. */
export const preparedVisibleSubjects = (db: Db, role: UserRow['role']) =>
  visibleSubjectsOf(db, role, PREPARED_VIEWER);

/** `visibleSubjects` by role and viewer. */
export function visibleSubjectsOf(db: Db, role: UserRow['role'], who: SubjectViewer): SQL | undefined {
  switch (role) {
    case 'admin':
      return undefined;
    case 'teacher':
      return staffSubjects(db, 'teacher', who.id);
    case 'student':
      return subjectsOfStudentAccount(db, who.id);
    case 'parent':
      return and(
        eq(subjects.isActive, true),
        inArray(subjects.id, enrolledSubjects(db, sql`lower(${students.parentEmail}) = ${who.email}`)),
      );
  }
}

/**
 * The subjects one student (by profile id) sees: their active enrolments in active subjects. Used
 * where a parent reads a child's work, so the child's scope applies, not the parent's; and, with a
 * profile id column of an aliased `students` (quiz attempt contexts), for many students in one query.
 */
export function subjectsOfStudent(
  db: Db,
  studentProfileId: string | AnyColumn | Placeholder,
): SQL | undefined {
  return and(
    eq(subjects.isActive, true),
    inArray(subjects.id, enrolledSubjects(db, eq(students.id, studentProfileId))),
  );
}

/**
 * The subjects staff see — admins all (undefined), teachers those assigned to them — by account id
 * or a placeholder for it, so a hot list can be prepared once per shape.
 */
export function staffSubjects(
  db: Db,
  role: 'admin' | 'teacher',
  userId: string | Placeholder,
): SQL | undefined {
  if (role === 'admin') return undefined;
  return inArray(
    subjects.id,
    db
      .select({ id: subjectTeachers.subjectId })
      .from(subjectTeachers)
      .where(eq(subjectTeachers.teacherId, userId)),
  );
}

/**
 * The subjects a student sees, by their account id — or by a placeholder for it, so a hot query
 * can be prepared once: their active enrolments in active subjects.
 */
export function subjectsOfStudentAccount(db: Db, userId: string | Placeholder): SQL | undefined {
  return and(
    eq(subjects.isActive, true),
    inArray(subjects.id, enrolledSubjects(db, eq(students.userId, userId))),
  );
}

function enrolledSubjects(db: Db, whichStudents: SQL) {
  return db
    .select({ id: studentSubjects.subjectId })
    .from(studentSubjects)
    .innerJoin(students, eq(students.id, studentSubjects.studentId))
    .where(and(whichStudents, eq(studentSubjects.isActive, true), eq(students.status, 'active')));
}

/** A subject the user may see, or undefined (missing or out of scope alike). */
export async function visibleSubjectRow(db: Db, user: UserRow, id: string) {
  const [row] = await db
    .select()
    .from(subjects)
    .where(and(eq(subjects.id, id), visibleSubjects(db, user)))
    .limit(1);
  return row;
}

/**
 * A subject the user may see, or 404 with `code` (the same answer whether it is missing or out of
 * scope): a caller reading a homework names its own code ('homeworkNotFound'). Only "not found"
 * becomes 404; a failing database stays a failure (docs/operations.md, "When the database fails").
 */
export async function findVisibleSubject(
  db: Db,
  user: UserRow,
  id: string,
  code: PlainErrorCode = 'subjectNotFound',
) {
  const row = await visibleSubjectRow(db, user, id);
  if (!row) throw notFound(code);
  return row;
}
