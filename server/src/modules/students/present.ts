import type { Student } from '@sabora/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { studentSubjects, students, subjects, users } from '../../db/schema/index.js';

/** What a student list selects: the profile and the few user columns a reply shows. */
export const studentColumns = {
  student: students,
  user: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    phone: users.phone,
    isActive: users.isActive,
  },
};

export type StudentWithUser = {
  student: typeof students.$inferSelect;
  user: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    isActive: boolean;
  };
};

/** The enrolments of many students in one query, subjects by name. */
export function enrolmentsOf(db: Db | Tx, studentIds: readonly string[]) {
  return db
    .select({
      studentId: studentSubjects.studentId,
      isActive: studentSubjects.isActive,
      subject: { _id: subjects.id, name: subjects.name, code: subjects.code },
      teacher: { _id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(studentSubjects)
    .innerJoin(subjects, eq(subjects.id, studentSubjects.subjectId))
    .leftJoin(users, eq(users.id, studentSubjects.teacherId))
    .where(inArray(studentSubjects.studentId, [...studentIds]))
    .orderBy(asc(subjects.name), asc(subjects.code));
}

/** Rows → reply objects; the page's enrolments are loaded in one query. */
export async function presentStudents(db: Db | Tx, rows: StudentWithUser[]): Promise<Student[]> {
  if (rows.length === 0) return [];
  const enrolments = await enrolmentsOf(
    db,
    rows.map((r) => r.student.id),
  );
  const byStudent = new Map<string, typeof enrolments>();
  for (const e of enrolments) byStudent.set(e.studentId, [...(byStudent.get(e.studentId) ?? []), e]);
  return rows.map(({ student, user }) => ({
    _id: student.id,
    studentId: student.studentId,
    system: student.system,
    academicYear: student.academicYear,
    status: student.status,
    user: {
      _id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      isActive: user.isActive,
    },
    parentName: student.parentName,
    parentEmail: student.parentEmail,
    parentPhone: student.parentPhone,
    subjects: (byStudent.get(student.id) ?? []).map(({ subject, teacher, isActive }) => ({
      subject,
      teacher,
      isActive,
    })),
    createdAt: student.createdAt.toISOString(),
  }));
}

/** Students by profile id, in the given order. */
export async function presentByIds(db: Db | Tx, ids: readonly string[]): Promise<Student[]> {
  const rows = await db
    .select(studentColumns)
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(inArray(students.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.student.id, r]));
  return presentStudents(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}
