import { asc, count, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { chapters } from '../../db/schema/index.js';

/**
 * What the public catalogue shows of a subject's chapters: the outline only —
 * order, title, description and length; the content stays for enrolled students.
 */
export async function chapterOutline(ctx: AppContext, subjectId: string) {
  return ctx.db
    .select({
      order: chapters.order,
      title: chapters.title,
      description: chapters.description,
      duration: chapters.duration,
    })
    .from(chapters)
    .where(eq(chapters.subjectId, subjectId))
    .orderBy(asc(chapters.order), asc(chapters.createdAt));
}

/** How many chapters each of these subjects has (absent: none). */
export async function chapterCounts(ctx: AppContext, subjectIds: string[]) {
  if (subjectIds.length === 0) return new Map<string, number>();
  const rows = await ctx.db
    .select({ subjectId: chapters.subjectId, n: count() })
    .from(chapters)
    .where(inArray(chapters.subjectId, subjectIds))
    .groupBy(chapters.subjectId);
  return new Map(rows.map((r) => [r.subjectId, r.n]));
}
