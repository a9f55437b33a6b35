import { PARENTS_PAGE_SIZE, parentEndpoints } from '@sabora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Every cached parent list lives under this key (adding a student reloads it too). */
export const PARENTS_KEY = ['parents'] as const;

/** GET /parents: one page of parents with their children, searched by name, email or phone. */
export function useParents(page: number, search: string) {
  const query = { page, limit: PARENTS_PAGE_SIZE, search: search || undefined };
  return useQuery({
    queryKey: [...PARENTS_KEY, 'list', query],
    queryFn: ({ signal }) => callApi(parentEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
