import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { subjects } from '../../db/schema/index.js';

/** The names of the subjects that still exist among `ids` (the audit log names what its ids were). */
export async function subjectNames(ctx: AppContext, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: subjects.id, name: subjects.name })
    .from(subjects)
    .where(inArray(subjects.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
