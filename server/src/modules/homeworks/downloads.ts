/** What the homework download links serve, to whoever may see the homework. */
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { files, homeworkQuestions, type UserRow } from '../../db/schema/index.js';
import { notFound } from '../../plugins/errors.js';
import { findQuestionImage } from '../question-bank/index.js';
import { correctionReleased } from './present.js';
import { findHomework } from './service.js';

const isStaff = (user: UserRow) => user.role === 'admin' || user.role === 'teacher';

/** The homework's file, or its correction file (for students and parents once the due date passed). */
export async function findHomeworkFile(
  ctx: AppContext,
  user: UserRow,
  id: string,
  which: 'file' | 'correction',
) {
  const homework = await findHomework(ctx, user, id);
  const fileId =
    which === 'file'
      ? homework.fileId
      : isStaff(user) || correctionReleased(homework.dueDate)
        ? homework.correctionFileId
        : null;
  const [file] = fileId ? await ctx.db.select().from(files).where(eq(files.id, fileId)).limit(1) : [];
  if (!file) {
    throw notFound(which === 'file' ? 'homeworkHasNoFile' : 'homeworkHasNoCorrection');
  }
  return file;
}

/** The image of a question attached to a homework, for whoever may see the homework. */
export async function findHomeworkQuestionImage(
  ctx: AppContext,
  user: UserRow,
  id: string,
  questionId: string,
) {
  await findHomework(ctx, user, id);
  const [attached] = await ctx.db
    .select()
    .from(homeworkQuestions)
    .where(and(eq(homeworkQuestions.homeworkId, id), eq(homeworkQuestions.questionId, questionId)))
    .limit(1);
  if (!attached) throw notFound('questionNotFound');
  return findQuestionImage(ctx, user, questionId);
}
