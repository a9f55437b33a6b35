import { HOMEWORKS_PAGE_SIZE, homeworkEndpoints } from '@sabora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { homeworkKeys } from '../../../lib/homeworks/keys';

/** GET /homeworks?page&limit=10: the homeworks staff manage, with questions and submission counts. */
export function useHomeworks(page: number) {
  const query = { page, limit: HOMEWORKS_PAGE_SIZE };
  return useQuery({
    queryKey: homeworkKeys.staffList(query),
    queryFn: ({ signal }) => callApi(homeworkEndpoints.list, { query, signal }),
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
