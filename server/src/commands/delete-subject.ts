import type { AppContext } from '../context.js';
import type { UserRow } from '../db/schema/index.js';
import { countAnnouncements } from '../modules/announcements/index.js';
import { countExams } from '../modules/exams/index.js';
import { countHomeworks } from '../modules/homeworks/index.js';
import { countLibraryItems } from '../modules/library/index.js';
import { countQuestions } from '../modules/question-bank/index.js';
import { countQuizzes, quizzesCount } from '../modules/quizzes/index.js';
import { countEnrolments, findSubject, removeSubject } from '../modules/subjects/index.js';
import { conflict } from '../plugins/errors.js';
import { removeUnlessHeld } from './held.js';

/**
 * Deletes a subject with its chapters, unless something a student has holds it (docs/decisions.md,
 * "Keeping data"): then 409 says what, and deactivating stays possible. Enrolments first, then the
 * question bank, then homeworks, exams and quizzes together.
 */
export async function deleteSubject(ctx: AppContext, user: UserRow, id: string) {
  const subject = await findSubject(ctx, id);
  const enrolled = await countEnrolments(ctx, id);
  if (enrolled > 0) {
    throw conflict('subjectEnrolmentsHold', { name: subject.name, count: enrolled });
  }
  const questions = await countQuestions(ctx, { subjectId: id });
  if (questions > 0) {
    throw conflict('subjectQuestionsHold', { name: subject.name, count: questions });
  }
  const [homeworks, exams, quizzes, library, announcements] = await Promise.all([
    countHomeworks(ctx, { subjectId: id }),
    countExams(ctx, id),
    countQuizzes(ctx, id),
    countLibraryItems(ctx, { subjectId: id }),
    countAnnouncements(ctx, id),
  ]);
  const held = [
    homeworks && `${homeworks} homework(s)`,
    exams && `${exams} exam(s)`,
    quizzes && quizzesCount(quizzes),
    library && `${library} library item(s)`,
    announcements && `${announcements} announcement(s)`,
  ].filter(Boolean);
  if (held.length > 0)
    throw conflict('subjectContentHolds', { name: subject.name, held: held.join(' and ') });
  await removeUnlessHeld(() => removeSubject(ctx, user, subject), subject.name);
}
