import { count, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { preparedVisibleSubjects, viewerValues } from '../../access/index.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { type exams, type homeworks, subjects, type UserRow } from '../../db/schema/index.js';
import { paginate } from '../../lib/paging.js';
import { preparedOnce } from '../../lib/prepared.js';

export interface PageQuery {
  page: number;
  limit: number;
}

/** The part of a Drizzle select that a page needs: filter, order, slice, prepare; it reads rows R. */
interface SelectRows<R> {
  where(where: SQL | undefined): {
    orderBy(...order: SQL[]): {
      limit(limit: Placeholder): {
        offset(offset: Placeholder): {
          prepare(name: string): { execute(values: Record<string, unknown>): PromiseLike<R[]> };
        };
      };
    };
  };
}

/** One kind of assignment's rows: its own query (joined with what its replies show) and table. */
export interface PageItems<R> {
  /** Names its statements, with the list's name and the role: `homeworks_staff_teacher`. */
  name: string;
  select: (db: Db) => SelectRows<R>;
  table: typeof homeworks | typeof exams;
}

/**
 * One page of the homeworks or exams a user may see (their subject is visible to them), in the
 * given order. The owning module passes its own query and table; the page and the total are
 * counted under the same condition. Both are prepared once per list and role (built and
 * planned on every visit, the staff list's planning took 1.5 ms against a fraction of that to run):
 * the user reaches them as values, so one plan serves every teacher, student or parent.
 */
export function visiblePage<R, T>(
  ctx: AppContext,
  user: UserRow,
  query: PageQuery,
  items: PageItems<R>,
  list: { name: string; order: SQL[] },
  present: (rows: R[]) => Promise<T[]>,
) {
  const name = `${items.name}_${list.name}_${user.role}`;
  const statements = preparedOnce(ctx.db, name, () => {
    const where = preparedVisibleSubjects(ctx.db, user.role);
    return {
      page: items
        .select(ctx.db)
        .where(where)
        .orderBy(...list.order)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name),
      count: ctx.db
        .select({ n: count() })
        .from(items.table)
        .innerJoin(subjects, eq(subjects.id, items.table.subjectId))
        .where(where)
        .prepare(`${name}_count`),
    };
  });
  const values = viewerValues(user);
  return paginate(
    query,
    (limit, offset) => statements.page.execute({ ...values, limit, offset }),
    () => statements.count.execute(values),
    present,
  );
}
