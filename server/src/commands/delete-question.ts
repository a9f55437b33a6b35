import type { AppContext } from '../context.js';
import type { UserRow } from '../db/schema/index.js';
import { countHomeworksUsingQuestion } from '../modules/homeworks/index.js';
import { findQuestion, removeQuestion } from '../modules/question-bank/index.js';
import { countQuizzesUsingQuestion } from '../modules/quizzes/index.js';
import { conflict } from '../plugins/errors.js';
import { removeUnlessHeld } from './held.js';

/** Deletes a question; refused with 409 while a homework or a quiz uses it (homeworks are named first). */
export async function deleteQuestion(ctx: AppContext, user: UserRow, id: string) {
  const question = await findQuestion(ctx, user, id);
  const inHomeworks = await countHomeworksUsingQuestion(ctx, id);
  if (inHomeworks > 0) throw conflict('questionInHomeworks', { count: inHomeworks });
  const inQuizzes = await countQuizzesUsingQuestion(ctx, id);
  if (inQuizzes > 0) {
    throw inQuizzes === 1
      ? conflict('questionInOneQuiz')
      : conflict('questionInQuizzes', { count: inQuizzes });
  }
  await removeUnlessHeld(() => removeQuestion(ctx, user, question));
}
