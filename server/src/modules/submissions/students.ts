import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { students, users } from '../../db/schema/index.js';

/**
 * The student profiles behind submissions. The students domain owns these tables; submissions only
 * read who a caller is (their own profile, or a parent's child by parentEmail, DESIGN §3) and the
 * name a submission shows.
 */
export async function profileOfUser(db: Db, userId: string) {
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.userId, userId))
    .limit(1);
  return row;
}

/** The child of this parent with this student profile id, or undefined (not theirs, or none). */
export async function childOfParent(db: Db, parentEmail: string, studentId: string) {
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(
      and(eq(students.id, studentId), sql`lower(${students.parentEmail}) = ${parentEmail.toLowerCase()}`),
    )
    .limit(1);
  return row;
}

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
