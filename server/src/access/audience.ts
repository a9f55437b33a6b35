import { and, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { studentSubjects, students, subjects } from '../db/schema/index.js';

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
