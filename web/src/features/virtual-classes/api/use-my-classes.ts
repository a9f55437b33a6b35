import { STUDENT_CLASSES_PAGE_SIZE, virtualClassStudentEndpoints } from '@sabora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client';
import { virtualClassKeys } from '../../../lib/virtual-classes/keys';

/**
 * The classes page asks again every 30 000 ms. Kept here until contract/ (another
 * engineer's today) takes it beside LEADERBOARD_REFRESH_MS.
 */
export const CLASSES_REFRESH_MS = 30_000;

/**
 * GET /virtual-classes/student/my-classes, 10 a page, asked again every 30 s while
 * the page is open. A refusal becomes the reason shown after 'Failed to load virtual classes: '
 * (the HTTP status), e.g. 'HTTP 500: Internal Server Error'.
 */
export function useMyClasses(page: number) {
  const query = { page, limit: STUDENT_CLASSES_PAGE_SIZE };
  return useQuery({
    queryKey: virtualClassKeys.mine(query),
    queryFn: async ({ signal }) => {
      try {
        return await callApi(virtualClassStudentEndpoints.myClasses, { query, signal });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        throw new Error(`HTTP ${error.status}${error.statusText ? `: ${error.statusText}` : ''}`);
      }
    },
    refetchInterval: CLASSES_REFRESH_MS,
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
