import { and, eq, inArray } from 'drizzle-orm';
import { visibleSubjects } from '../../access/index.js';
import type { Db, Tx } from '../../db/client.js';
import { subjects, type UserRow, virtualClasses } from '../../db/schema/index.js';
import { notFound } from '../../plugins/errors.js';

/** The subjects and classes a staff member may manage (a teacher: of their subjects; an admin: all). */

/** A virtual class row as stored. */
export type ClassRow = typeof virtualClasses.$inferSelect;

/** Classes of the subjects a staff member manages (teachers: theirs; admins: all). */
export const inScope = (db: Db, user: UserRow) =>
  user.role === 'admin'
    ? undefined
    : inArray(
        virtualClasses.subjectId,
        db.select({ id: subjects.id }).from(subjects).where(visibleSubjects(db, user)),
      );

/** A subject the staff member may see, or 404. */
export async function subjectInScope(db: Db | Tx, user: UserRow, subjectId: string) {
  const [row] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.id, subjectId), visibleSubjects(db as Db, user)))
    .limit(1);
  if (!row) throw notFound('subjectNotFound');
}

/** A class the staff member manages, or 404. */
export async function classInScope(db: Db | Tx, user: UserRow, id: string): Promise<ClassRow> {
  const [row] = await db
    .select({ row: virtualClasses })
    .from(virtualClasses)
    .where(and(eq(virtualClasses.id, id), inScope(db as Db, user)))
    .limit(1);
  if (!row) throw notFound('virtualClassNotFound');
  return row.row;
}
