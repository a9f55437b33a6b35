import { PARENTS_PAGE_SIZE, parentEndpoints } from '@sabora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { parentKeys } from '../../../lib/parents/keys';

/** Every cached parent list lives under this key (adding a student reloads it too). */

/** GET /parents: one page of parents with their children, searched by name, email or phone. */
export function useParents(page: number, search: string) {
  const query = { page, limit: PARENTS_PAGE_SIZE, search: search || undefined };
  return useQuery({
    queryKey: parentKeys.list(query),
    queryFn: ({ signal }) => callApi(parentEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
