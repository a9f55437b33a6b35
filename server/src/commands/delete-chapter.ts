import type { AppContext } from '../context.js';
import type { UserRow } from '../db/schema/index.js';
import { findChapter, removeChapter } from '../modules/chapters/index.js';
import { countHomeworks } from '../modules/homeworks/index.js';
import { countLibraryItems } from '../modules/library/index.js';
import { countQuestions } from '../modules/question-bank/index.js';
import { conflict } from '../plugins/errors.js';
import { removeUnlessHeld } from './held.js';

/**
 * Deletes a chapter, refused with 409 while content that students use (question-bank questions,
 * homeworks, library items) belongs to it: docs/decisions.md, "Keeping data".
 */
export async function deleteChapter(ctx: AppContext, user: UserRow, id: string) {
  const chapter = await findChapter(ctx, user, id);
  const questions = await countQuestions(ctx, { chapterId: id });
  if (questions > 0) {
    throw conflict('chapterQuestionsHold', { name: chapter.title, count: questions });
  }
  const homeworks = await countHomeworks(ctx, { chapterId: chapter.id });
  if (homeworks > 0) throw conflict('chapterHomeworksHold', { name: chapter.title, count: homeworks });
  const library = await countLibraryItems(ctx, { chapterId: chapter.id });
  if (library > 0) throw conflict('chapterLibraryHolds', { name: chapter.title, count: library });
  await removeUnlessHeld(() => removeChapter(ctx, user, chapter), chapter.title);
}
