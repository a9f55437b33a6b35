import { virtualClassAttendanceEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { virtualClassKeys } from '../../../lib/virtual-classes/keys';

/**
 * GET /virtual-classes/attendance?student=: a child's attended and missed completed classes and the
 * latest of them. Under 'virtual-classes', so a join anywhere refreshes it.
 */
export function useChildAttendance(studentId: string) {
  return useQuery({
    queryKey: virtualClassKeys.attendance(studentId),
    queryFn: async ({ signal }) =>
      (await callApi(virtualClassAttendanceEndpoints.attendance, { query: { student: studentId }, signal }))
        .data,
  });
}
