import type { Db } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import { childOfParent, profileOfUser } from './students.js';
import { visibleSubjectRow } from './subjects.js';

/**
 * Who may read a student's work in a subject (homework, exam or quiz, with its files): the student,
 * their parent (parentEmail), admins, and teachers assigned to the subject.
 */
export async function mayReadWork(db: Db, user: UserRow, studentId: string, subjectId: string) {
  switch (user.role) {
    case 'admin':
      return true;
    case 'teacher':
      return Boolean(await visibleSubjectRow(db, user, subjectId));
    case 'student':
      return (await profileOfUser(db, user.id))?.id === studentId;
    case 'parent':
      return Boolean(await childOfParent(db, user.email, studentId));
  }
}
