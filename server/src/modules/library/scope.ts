import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type SubjectViewer, viewerOf, visibleSubjects, visibleSubjectsOf } from '../../access/index.js';
import type { Db } from '../../db/client.js';
import { libraryItems, subjects, subjectTeachers, type UserRow } from '../../db/schema/index.js';

/**
 * Who may open a library item (docs/decisions.md, "Library"): admins every item; anyone else the
 * items of the subjects they see (teachers their assigned subjects, students their active
 * enrolments, parents their children's) and public items. For students and parents the subject
 * must be active, public or not. For a query joined with `subjects`.
 */
export const readableItems = (db: Db, user: UserRow) => readableItemsOf(db, user.role, viewerOf(user));

/** `readableItems` by role and viewer (`PREPARED_VIEWER` for a statement prepared once per role). */
export function readableItemsOf(db: Db, role: UserRow['role'], who: SubjectViewer): SQL | undefined {
  if (role === 'admin') return undefined;
  const theirs = inArray(
    libraryItems.subjectId,
    db
      .select({ id: subjects.id })
      .from(subjects)
      .where(visibleSubjectsOf(db, role, who)),
  );
  const either = or(eq(libraryItems.isPublic, true), theirs);
  return role === 'teacher' ? either : and(either, eq(subjects.isActive, true));
}

/** The subjects whose items a user may add, edit and delete: admins all, teachers their own. */
export function manageableSubjects(db: Db, user: UserRow): SQL | undefined {
  if (user.role === 'admin') return undefined;
  if (user.role !== 'teacher') return sql`false`;
  return visibleSubjects(db, user);
}

/** Whether the user may edit and delete an item (per row of a query over library_items). */
export const mayManage = (user: UserRow) => mayManageOf(user.role, user.id);

/** `mayManage` by role and account id (a placeholder for a prepared statement). */
export function mayManageOf(role: UserRow['role'], who: SubjectViewer['id']): SQL<boolean> {
  if (role === 'admin') return sql<boolean>`true`;
  if (role !== 'teacher') return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${subjectTeachers} where ${subjectTeachers.subjectId} = ${libraryItems.subjectId} and ${subjectTeachers.teacherId} = ${who})`;
}
