import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { students, type UserRow } from '../db/schema/index.js';
import { preparedOnce } from '../lib/prepared.js';
import { badRequest, notFound } from '../plugins/errors.js';

/**
 * The student profile of a signed-in user (its id and system), or undefined (staff and parents have
 * none). Prepared once: most student pages ask it, and planning it took four times running it.
 */
export async function profileOfUser(db: Db, userId: string) {
  const query = preparedOnce(db, 'profile_of_user', (name) =>
    db
      .select({ id: students.id, system: students.system })
      .from(students)
      .where(eq(students.userId, sql.placeholder('user')))
      .limit(1)
      .prepare(name),
  );
  const [row] = await query.execute({ user: userId });
  return row;
}

/**
 * The child of this parent with this student profile id, or undefined (not theirs, or none).
 * A parent's children are the students whose parentEmail is the parent's email, in any case.
 */
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

/**
 * Whose work a `/my` call reads: a student's own, or the child a parent names with `?student`.
 * Undefined when a student has no profile (nothing to list); 404 for someone else's child.
 */
export async function whoseWork(db: Db, user: UserRow, requested: string | undefined) {
  if (user.role === 'parent') {
    if (!requested) throw badRequest('chooseOwnChild');
    const child = await childOfParent(db, user.email, requested);
    if (!child) throw notFound('studentNotFound');
    return child.id;
  }
  const own = await profileOfUser(db, user.id);
  if (requested && requested !== own?.id) throw notFound('studentNotFound');
  return own?.id;
}
