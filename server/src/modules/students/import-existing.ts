/** What an import file meets in the database: the accounts its emails name, and those students. */
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { studentSubjects, students, subjects, users } from '../../db/schema/index.js';

export type StoredStudent = Awaited<ReturnType<typeof storedStudents>>[number];

/** Accounts by lower-case email, with their role. */
export async function accountRoles(db: Db, emails: readonly string[]) {
  if (emails.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})`, role: users.role })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, [...emails]));
  return new Map(rows.map((r) => [r.email, r.role]));
}

/** The students with these emails or student IDs, each with their enrolments. */
export async function storedStudents(db: Db, emails: readonly string[], studentIds: readonly string[]) {
  if (emails.length === 0 && studentIds.length === 0) return [];
  const rows = await db
    .select({
      profile: students,
      email: sql<string>`lower(${users.email})`,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(
      or(
        emails.length > 0 ? inArray(sql`lower(${users.email})`, [...emails]) : undefined,
        studentIds.length > 0 ? inArray(students.studentId, [...studentIds]) : undefined,
      ),
    );
  const enrolments =
    rows.length === 0
      ? []
      : await db
          .select({
            studentId: studentSubjects.studentId,
            subject: studentSubjects.subjectId,
            teacher: studentSubjects.teacherId,
            isActive: studentSubjects.isActive,
            code: subjects.code,
            name: subjects.name,
            system: subjects.system,
          })
          .from(studentSubjects)
          .innerJoin(subjects, eq(subjects.id, studentSubjects.subjectId))
          .where(
            inArray(
              studentSubjects.studentId,
              rows.map((r) => r.profile.id),
            ),
          );
  const byStudent = new Map<string, typeof enrolments>();
  for (const e of enrolments) byStudent.set(e.studentId, [...(byStudent.get(e.studentId) ?? []), e]);
  return rows.map((r) => ({ ...r, enrolments: byStudent.get(r.profile.id) ?? [] }));
}
