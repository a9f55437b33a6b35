import { count, eq, type SQL } from 'drizzle-orm';
import { visibleSubjects } from '../../access/index.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { type exams, type homeworks, subjects, type UserRow } from '../../db/schema/index.js';
import { paginate } from '../../lib/paging.js';

export interface PageQuery {
  page: number;
  limit: number;
}

/** The part of a Drizzle select that a page needs: filter, order, slice, read rows R. */
interface SelectRows<R> {
  where(where: SQL | undefined): {
    orderBy(...order: SQL[]): { limit(limit: number): { offset(offset: number): PromiseLike<R[]> } };
  };
}

/**
 * One page of the homeworks or exams a user may see (their subject is visible to them), in the
 * given order. The owning module passes its own query (its rows joined with what its replies show)
 * and table; the page and the total are counted under the same condition.
 */
export function visiblePage<R, T>(
  ctx: AppContext,
  user: UserRow,
  query: PageQuery,
  items: { select: (db: Db) => SelectRows<R>; table: typeof homeworks | typeof exams },
  order: SQL[],
  present: (rows: R[]) => Promise<T[]>,
) {
  const where = visibleSubjects(ctx.db, user);
  return paginate(
    query,
    (limit, offset) =>
      items
        .select(ctx.db)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    () =>
      ctx.db
        .select({ n: count() })
        .from(items.table)
        .innerJoin(subjects, eq(subjects.id, items.table.subjectId))
        .where(where),
    present,
  );
}
