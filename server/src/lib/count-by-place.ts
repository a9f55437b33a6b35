import { and, count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';

/** A table of things that sit in a subject's chapter (questions, homeworks). */
type Placed = PgTable & { chapterId: PgColumn; subjectId: PgColumn };

/** How many rows sit in this chapter and/or subject (the delete guards of chapters and subjects). */
export async function countByPlace(db: Db, table: Placed, where: { chapterId?: string; subjectId?: string }) {
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(
      and(
        where.chapterId ? eq(table.chapterId, where.chapterId) : undefined,
        where.subjectId ? eq(table.subjectId, where.subjectId) : undefined,
      ),
    );
  return row?.n ?? 0;
}
