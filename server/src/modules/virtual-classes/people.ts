import { and, asc, desc, eq } from 'drizzle-orm';
import { activelyEnrolledIn } from '../../access/index.js';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import {
  studentSubjects,
  students,
  subjects,
  subjectTeachers,
  type UserRow,
  users,
} from '../../db/schema/index.js';
import { subjectInScope } from './scope.js';

/** The teachers a class may be given and the students it may enrol. */

/** The teachers a class may be given: admins pick any active teacher; a teacher only themselves. */
export async function classTeachers(ctx: AppContext, user: UserRow) {
  return ctx.db
    .select({ _id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.role, 'teacher'),
        eq(users.isActive, true),
        user.role === 'teacher' ? eq(users.id, user.id) : undefined,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName));
}

export async function teachersOfSubject(ctx: AppContext, user: UserRow, subjectId: string) {
  await subjectInScope(ctx.db, user, subjectId);
  return ctx.db
    .select({
      _id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      isPrimary: subjectTeachers.isPrimary,
    })
    .from(subjectTeachers)
    .innerJoin(users, eq(users.id, subjectTeachers.teacherId))
    .where(and(eq(subjectTeachers.subjectId, subjectId), eq(users.isActive, true)))
    .orderBy(desc(subjectTeachers.isPrimary), asc(users.lastName));
}

/** A student for enrolment: _id, studentId, user (firstName, lastName). */
const studentColumns = {
  _id: students.id,
  studentId: students.studentId,
  user: { firstName: users.firstName, lastName: users.lastName },
};

/** Every active student (admins enrol across subjects). */
export async function allStudents(ctx: AppContext) {
  return ctx.db
    .select(studentColumns)
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(eq(students.status, 'active'), eq(users.isActive, true)))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

/** The students actively enrolled in a subject (access/'s rule, and a usable account): who a class of it may enrol. */
export function subjectStudents(db: Db | Tx, subjectId: string) {
  return db
    .select(studentColumns)
    .from(studentSubjects)
    .innerJoin(students, eq(students.id, studentSubjects.studentId))
    .innerJoin(subjects, eq(subjects.id, studentSubjects.subjectId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(activelyEnrolledIn(subjectId), eq(users.isActive, true)))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

export async function studentsOfSubject(ctx: AppContext, user: UserRow, subjectId: string) {
  await subjectInScope(ctx.db, user, subjectId);
  return subjectStudents(ctx.db, subjectId);
}
