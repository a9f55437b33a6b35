import type { Chapter, ChapterBody } from '@sabora/contract';
import { asc, eq } from 'drizzle-orm';
import { findVisibleSubject } from '../../access/index.js';
import type { AppContext } from '../../context.js';
import { type ChapterRow, chapters, type UserRow } from '../../db/schema/index.js';
import { notFound } from '../../plugins/errors.js';
import { recordAudit } from '../audit/index.js';

const present = (row: ChapterRow): Chapter => ({
  _id: row.id,
  subject: row.subjectId,
  title: row.title,
  description: row.description,
  order: row.order,
  content: row.content,
  objectives: row.objectives,
  duration: row.duration,
  createdAt: row.createdAt.toISOString(),
});

/** The chapters of a subject the user may see, in order. */
export async function listChapters(ctx: AppContext, user: UserRow, subjectId: string) {
  await findVisibleSubject(ctx.db, user, subjectId);
  const rows = await ctx.db
    .select()
    .from(chapters)
    .where(eq(chapters.subjectId, subjectId))
    .orderBy(asc(chapters.order), asc(chapters.createdAt));
  return rows.map(present);
}

/** A chapter whose subject the user may see, or 404. */
export async function findChapter(ctx: AppContext, user: UserRow, id: string): Promise<ChapterRow> {
  const [row] = await ctx.db.select().from(chapters).where(eq(chapters.id, id)).limit(1);
  if (!row) throw notFound('chapterNotFound');
  await findVisibleSubject(ctx.db, user, row.subjectId, 'chapterNotFound');
  return row;
}

export const getChapter = async (ctx: AppContext, user: UserRow, id: string) =>
  present(await findChapter(ctx, user, id));

export async function createChapter(ctx: AppContext, user: UserRow, body: ChapterBody) {
  await findVisibleSubject(ctx.db, user, body.subject);
  const { subject, ...fields } = body;
  const [row] = await ctx.db
    .insert(chapters)
    .values({ ...fields, subjectId: subject })
    .returning();
  return present(row!);
}

export async function updateChapter(
  ctx: AppContext,
  user: UserRow,
  id: string,
  body: Omit<ChapterBody, 'subject'>,
) {
  await findChapter(ctx, user, id);
  const [row] = await ctx.db
    .update(chapters)
    .set({ ...body, updatedAt: new Date() })
    .where(eq(chapters.id, id))
    .returning();
  return present(row!);
}

/** Removes a chapter the caller found with findChapter; commands/delete-chapter.ts guards it first. */
export async function removeChapter(ctx: AppContext, actor: UserRow, chapter: ChapterRow) {
  await ctx.db.transaction(async (tx) => {
    await tx.delete(chapters).where(eq(chapters.id, chapter.id));
    await recordAudit(tx, actor, {
      action: 'chapter.delete',
      entity: 'chapter',
      entityId: chapter.id,
      params: { title: chapter.title },
      before: { title: chapter.title, subjectId: chapter.subjectId },
    });
  });
}
