import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { visibleSubjects } from '../../access/index.js';
import type { Db } from '../../db/client.js';
import { libraryItems, subjects, subjectTeachers, type UserRow } from '../../db/schema/index.js';

/**
 * Who may open a library item (docs/decisions.md, "Library"): admins every item; anyone else the
 * items of the subjects they see (teachers their assigned subjects, students their active
 * enrolments, parents their children's) and public items. For students and parents the subject
 * must be active, public or not. For a query joined with `subjects`.
 */
export function readableItems(db: Db, user: UserRow): SQL | undefined {
  if (user.role === 'admin') return undefined;
  const theirs = inArray(
    libraryItems.subjectId,
    db.select({ id: subjects.id }).from(subjects).where(visibleSubjects(db, user)),
  );
  const either = or(eq(libraryItems.isPublic, true), theirs);
  return user.role === 'teacher' ? either : and(either, eq(subjects.isActive, true));
}

/** The subjects whose items a user may add, edit and delete: admins all, teachers their own. */
export function manageableSubjects(db: Db, user: UserRow): SQL | undefined {
  if (user.role === 'admin') return undefined;
  if (user.role !== 'teacher') return sql`false`;
  return visibleSubjects(db, user);
}

/** Whether the user may edit and delete an item (per row of a query over library_items). */
export function mayManage(user: UserRow): SQL<boolean> {
  if (user.role === 'admin') return sql<boolean>`true`;
  if (user.role !== 'teacher') return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${subjectTeachers} where ${subjectTeachers.subjectId} = ${libraryItems.subjectId} and ${subjectTeachers.teacherId} = ${user.id})`;
}
