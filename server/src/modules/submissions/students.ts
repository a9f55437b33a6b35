import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { students, users } from '../../db/schema/index.js';

interface StudentRef {
  _id: string;
  studentId: string;
  user: { firstName: string; lastName: string; email: string };
}

/** Submitting students as replies show them: profile id, readable student id, name and email. */
export async function studentRefs(db: Db, ids: readonly string[]): Promise<Map<string, StudentRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      _id: students.id,
      studentId: students.studentId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(inArray(students.id, [...ids]));
  return new Map(
    rows.map(({ _id, studentId, firstName, lastName, email }) => [
      _id,
      { _id, studentId, user: { firstName, lastName, email } },
    ]),
  );
}
