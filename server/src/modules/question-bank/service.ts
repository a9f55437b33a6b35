import type { Question, QuestionFields } from '@sabora/contract';
import { and, asc, eq } from 'drizzle-orm';
import { findVisibleSubject, visibleSubjects } from '../../access/index.js';
import type { AppContext } from '../../context.js';
import { files, type QuestionRow, questions, subjects, type UserRow } from '../../db/schema/index.js';
import { countByPlace } from '../../lib/count-by-place.js';
import { badRequest, notFound } from '../../plugins/errors.js';
import { recordUploads, type StoredUpload } from '../../plugins/uploads.js';
import { recordAudit } from '../audit/index.js';
import { findChapter } from '../chapters/index.js';

const imageUrl = (row: QuestionRow) =>
  row.imageFileId ? `/api/question-bank/${row.id}/image?v=${row.imageFileId.slice(0, 8)}` : null;

export const presentQuestion = (row: QuestionRow): Question => ({
  _id: row.id,
  subject: row.subjectId,
  chapter: row.chapterId,
  title: row.title,
  header: row.header,
  questionText: row.title,
  options: row.options,
  rightChoice: row.rightChoice,
  videoLink: row.videoLink,
  comment: row.comment,
  image: imageUrl(row),
  createdAt: row.createdAt.toISOString(),
});

/** Questions the caller manages (admins: all; teachers: their subjects), optionally of one subject. */
export async function listBySubject(ctx: AppContext, user: UserRow, subjectId: string | undefined) {
  if (subjectId) await findVisibleSubject(ctx.db, user, subjectId);
  const rows = await ctx.db
    .select({ question: questions })
    .from(questions)
    .innerJoin(subjects, eq(subjects.id, questions.subjectId))
    .where(and(subjectId ? eq(questions.subjectId, subjectId) : undefined, visibleSubjects(ctx.db, user)))
    .orderBy(asc(questions.createdAt));
  return rows.map((r) => presentQuestion(r.question));
}

export async function listByChapter(ctx: AppContext, user: UserRow, chapterId: string) {
  await findChapter(ctx, user, chapterId);
  const rows = await ctx.db
    .select()
    .from(questions)
    .where(eq(questions.chapterId, chapterId))
    .orderBy(asc(questions.createdAt));
  return rows.map(presentQuestion);
}

export async function findQuestion(ctx: AppContext, user: UserRow, id: string) {
  const [row] = await ctx.db.select().from(questions).where(eq(questions.id, id)).limit(1);
  if (!row) throw notFound('questionNotFound');
  await findVisibleSubject(ctx.db, user, row.subjectId, 'questionNotFound');
  return row;
}

/** The chapter must belong to the subject, and the subject be one the caller manages. */
async function checkPlacement(ctx: AppContext, user: UserRow, fields: QuestionFields) {
  await findVisibleSubject(ctx.db, user, fields.subject);
  const chapter = await findChapter(ctx, user, fields.chapter);
  if (chapter.subjectId !== fields.subject) throw badRequest('chapterNotOfSubject');
}

function checkImage(fields: QuestionFields, image: StoredUpload | undefined) {
  if (image && !fields.includeImage) throw badRequest('imageNeedsInclude');
}

const columns = (fields: QuestionFields) => ({
  subjectId: fields.subject,
  chapterId: fields.chapter,
  title: fields.title,
  header: fields.header,
  options: fields.options,
  rightChoice: fields.rightChoice,
  videoLink: fields.videoLink,
  comment: fields.comment,
});

export async function createQuestion(
  ctx: AppContext,
  user: UserRow,
  fields: QuestionFields,
  image?: StoredUpload,
) {
  checkImage(fields, image);
  await checkPlacement(ctx, user, fields);
  const row = await ctx.db.transaction(async (tx) => {
    const [file] = image ? await recordUploads(tx, [image], user.id) : [];
    const [created] = await tx
      .insert(questions)
      .values({ ...columns(fields), imageFileId: file?.id ?? null, createdBy: user.id })
      .returning();
    return created!;
  });
  return presentQuestion(row);
}

/** Updates a question; a new image replaces the old one, and unticking 'Include Image' removes it. */
export async function updateQuestion(
  ctx: AppContext,
  user: UserRow,
  id: string,
  fields: QuestionFields,
  image?: StoredUpload,
) {
  checkImage(fields, image);
  const existing = await findQuestion(ctx, user, id);
  await checkPlacement(ctx, user, fields);
  let dropped: { storageKey: string } | undefined;
  const row = await ctx.db.transaction(async (tx) => {
    let imageFileId = fields.includeImage ? existing.imageFileId : null;
    if (image) imageFileId = (await recordUploads(tx, [image], user.id))[0]!.id;
    const [updated] = await tx
      .update(questions)
      .set({ ...columns(fields), imageFileId, updatedAt: new Date() })
      .where(eq(questions.id, id))
      .returning();
    if (existing.imageFileId && existing.imageFileId !== imageFileId) {
      [dropped] = await tx.delete(files).where(eq(files.id, existing.imageFileId)).returning();
    }
    return updated!;
  });
  if (dropped) await ctx.storage.remove(dropped.storageKey);
  return presentQuestion(row);
}

/** Removes a question found with findQuestion, and its image; commands/delete-question.ts guards it first. */
export async function removeQuestion(ctx: AppContext, actor: UserRow, existing: QuestionRow) {
  const id = existing.id;
  const image = await ctx.db.transaction(async (tx) => {
    await tx.delete(questions).where(eq(questions.id, id));
    await recordAudit(tx, actor, {
      action: 'question.delete',
      entity: 'question',
      entityId: id,
      params: { title: existing.title },
      before: {
        title: existing.title,
        header: existing.header,
        rightChoice: existing.rightChoice,
        subjectId: existing.subjectId,
        chapterId: existing.chapterId,
      },
    });
    if (!existing.imageFileId) return undefined;
    const [file] = await tx.delete(files).where(eq(files.id, existing.imageFileId)).returning();
    return file;
  });
  if (image) await ctx.storage.remove(image.storageKey);
}

export async function findQuestionImage(ctx: AppContext, user: UserRow, id: string) {
  const question = await findQuestion(ctx, user, id);
  const [file] = question.imageFileId
    ? await ctx.db.select().from(files).where(eq(files.id, question.imageFileId)).limit(1)
    : [];
  if (!file) throw notFound('questionHasNoImage');
  return file;
}

/** How many questions live in a chapter or a subject: what keeps them from being deleted. */
export const countQuestions = (ctx: AppContext, where: { chapterId?: string; subjectId?: string }) =>
  countByPlace(ctx.db, questions, where);
