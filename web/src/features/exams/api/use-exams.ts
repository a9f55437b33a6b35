import { EXAMS_PAGE_SIZE, examEndpoints } from '@sabora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { examKeys } from './exam-keys';

/** Every cached exam query lives under this key, so a save or delete reloads them all. */

/** GET /exams?page&limit=20: the exams staff manage, with their submission counts. */
export function useExams(page: number) {
  const query = { page, limit: EXAMS_PAGE_SIZE };
  return useQuery({
    queryKey: examKeys.staffList(query),
    queryFn: ({ signal }) => callApi(examEndpoints.list, { query, signal }),
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
