import { studentHomeEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { studentKeys } from '../../../lib/students/keys';

/** GET /students/me/summary: the student's own figures (home cards and /student-dashboard). */
export function useStudentSummary() {
  return useQuery({
    queryKey: studentKeys.mySummary(),
    queryFn: async ({ signal }) => (await callApi(studentHomeEndpoints.summary, { signal })).data,
  });
}
