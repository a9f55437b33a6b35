import { studentHomeEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { studentKeys } from '../../../lib/students/keys';

/**
 * GET /students/me/summary?student=: a child's average, latest grades with feedback, work due soon
 * and missing work. Refreshed when the parent comes back to the page.
 */
export function useChildSummary(studentId: string) {
  return useQuery({
    queryKey: studentKeys.childSummary(studentId),
    queryFn: async ({ signal }) =>
      (await callApi(studentHomeEndpoints.summary, { query: { student: studentId }, signal })).data,
    refetchOnWindowFocus: true,
  });
}
