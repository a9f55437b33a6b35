import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { students, users } from '../../db/schema/index.js';
import { isAnyOf, preparedOnce } from '../../lib/prepared.js';

interface StudentRef {
  _id: string;
  studentId: string;
  user: { firstName: string; lastName: string; email: string };
}

/** Submitting students as replies show them: profile id, readable student id, name and email. */
export async function studentRefs(db: Db, ids: readonly string[]): Promise<Map<string, StudentRef>> {
  if (ids.length === 0) return new Map();
  const query = preparedOnce(db, 'submission_student_refs', (name) =>
    db
      .select({
        _id: students.id,
        studentId: students.studentId,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(isAnyOf(students.id, 'ids'))
      .prepare(name),
  );
  const rows = await query.execute({ ids: [...ids] });
  return new Map(
    rows.map(({ _id, studentId, firstName, lastName, email }) => [
      _id,
      { _id, studentId, user: { firstName, lastName, email } },
    ]),
  );
}
