import { totalPagesOf } from '@sabora/contract';

/**
 * One page of a list in the envelope of DESIGN §2: the page's rows and the total count are read
 * together, then the rows are turned into reply objects.
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
