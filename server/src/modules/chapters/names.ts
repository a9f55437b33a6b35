import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { chapters } from '../../db/schema/index.js';

/** The titles of the chapters that still exist among `ids` (the audit log names what its ids were). */
export async function chapterTitles(ctx: AppContext, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: chapters.id, title: chapters.title })
    .from(chapters)
    .where(inArray(chapters.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.title]));
}
