import { totalPagesOf } from '@sabora/contract';
import { sql } from 'drizzle-orm';

/**
 * One page of a list in the list envelope (docs/product/api.md, "Conventions"): the page's rows and
 * the total count are read together, then the rows are turned into reply objects.
 */
export async function paginate<R, T>(
  query: { page: number; limit: number },
  load: (limit: number, offset: number) => PromiseLike<R[]>,
  countAll: () => PromiseLike<{ n: number }[]>,
  present: (rows: R[]) => T[] | Promise<T[]>,
) {
  const [rows, [total]] = await Promise.all([load(query.limit, (query.page - 1) * query.limit), countAll()]);
  const totalCount = total?.n ?? 0;
  return { data: await present(rows), totalCount, totalPages: totalPagesOf(totalCount, query.limit) };
}

/**
 * `count(*) over ()`: how many rows the query matched before LIMIT and OFFSET, on every row of the
 * page — the page and its total in one query, so a busy list is planned and run once, not twice.
 */
export const totalRows = sql<number>`count(*) over ()`.mapWith(Number);

/**
 * The total of a page read with `totalRows`. An empty page has no row to carry it: on page 1 the
 * total is 0; past the end it is counted separately (rare: a list that shrank under the reader).
 */
export async function totalOf(
  rows: readonly { total: number }[],
  page: number,
  countAll: () => PromiseLike<{ n: number }[]>,
) {
  if (rows.length > 0) return rows[0]!.total;
  if (page === 1) return 0;
  const [total] = await countAll();
  return total?.n ?? 0;
}
