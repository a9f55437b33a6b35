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
    throw conflict(
      `Cannot delete ${chapter.title}: ${questions} question-bank question(s) belong to it. Move or delete them first.`,
    );
  }
  const homeworks = await countHomeworks(ctx, { chapterId: chapter.id });
  if (homeworks > 0) throw conflict(`Cannot delete ${chapter.title}: ${homeworks} homework(s) belong to it.`);
  const library = await countLibraryItems(ctx, { chapterId: chapter.id });
  if (library > 0) throw conflict(`Cannot delete ${chapter.title}: ${library} library item(s) belong to it.`);
  await removeUnlessHeld(() => removeChapter(ctx, user, chapter), chapter.title);
}
