import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/schema/index.js';
import { findVisibleSubject } from '../subjects/manage.js';
import { childOfParent, profileOfUser } from './students.js';

/**
 * Who may read a student's work in a subject (homework, exam or quiz, with its files): the student,
 * their parent (parentEmail), admins, and teachers assigned to the subject.
 */
export async function mayReadWork(ctx: AppContext, user: UserRow, studentId: string, subjectId: string) {
  switch (user.role) {
    case 'admin':
      return true;
    case 'teacher':
      return Boolean(await findVisibleSubject(ctx, user, subjectId).catch(() => null));
    case 'student':
      return (await profileOfUser(ctx.db, user.id))?.id === studentId;
    case 'parent':
      return Boolean(await childOfParent(ctx.db, user.email, studentId));
  }
}
