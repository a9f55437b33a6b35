import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { studentSubjects, students, subjects, users } from '../db/schema/index.js';

/**
 * Who takes part in a subject: an active enrolment, an active student profile, an active subject.
 * For a query over student_subjects joined with students and subjects.
 */
export function activelyEnrolledIn(subjectId: string): SQL | undefined {
  return and(
    eq(studentSubjects.subjectId, subjectId),
    eq(studentSubjects.isActive, true),
    eq(students.status, 'active'),
    eq(subjects.isActive, true),
  );
}

/**
 * The user ids of the students who would see new work in a subject (an active enrolment is what lets a student see a subject's work): an active
 * enrolment, an active student profile, an active subject. New homeworks, exams and quizzes notify them.
 */
export async function enrolledStudentUserIds(db: Db | Tx, subjectId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: students.userId })
    .from(studentSubjects)
    .innerJoin(students, eq(students.id, studentSubjects.studentId))
    .innerJoin(subjects, eq(subjects.id, studentSubjects.subjectId))
    .where(activelyEnrolledIn(subjectId));
  return rows.map((r) => r.userId);
}

/** A student's profile and an account to tell: whom, in which language, and whether by mail too. */
const studentAndAccount = {
  studentId: students.id,
  userId: users.id,
  email: users.email,
  wantsMail: users.emailNotifications,
  language: users.language,
};

/**
 * The accounts of the students `enrolledStudentUserIds` names, with their profile and whether
 * they allow e-mail: for notices that go by mail too (an announcement).
 */
export async function enrolledStudentAccounts(db: Db | Tx, subjectId: string) {
  return db
    .select(studentAndAccount)
    .from(studentSubjects)
    .innerJoin(students, eq(students.id, studentSubjects.studentId))
    .innerJoin(subjects, eq(subjects.id, studentSubjects.subjectId))
    .innerJoin(users, and(eq(users.id, students.userId), eq(users.isActive, true)))
    .where(activelyEnrolledIn(subjectId));
}

/**
 * The parent accounts of these students (role parent, email = the student's
 * parentEmail in any case) that can still sign in, with whether they allow e-mail: who is told of
 * a child's grade or missing work.
 */
export async function parentsOfStudents(db: Db | Tx, studentIds: readonly string[]) {
  if (studentIds.length === 0) return [];
  return db
    .select(studentAndAccount)
    .from(students)
    .innerJoin(
      users,
      and(
        eq(users.role, 'parent'),
        eq(users.isActive, true),
        sql`lower(${users.email}) = lower(${students.parentEmail})`,
      ),
    )
    .where(inArray(students.id, [...studentIds]));
}
