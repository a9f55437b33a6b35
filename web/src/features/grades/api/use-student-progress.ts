import { progressEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The progress' cache keys: one student's (a parent's child by id, or the student's own). */
export const progressKeys = {
  all: ['progress'] as const,
  of: (student: string | undefined) => [...progressKeys.all, student ?? 'me'] as const,
};

/** GET /students/me/progress: grades over time per subject, averages and attendance. */
export function useStudentProgress(student?: string) {
  return useQuery({
    queryKey: progressKeys.of(student),
    queryFn: ({ signal }) => callApi(progressEndpoints.mine, { query: { student }, signal }),
    select: (reply) => reply.data,
  });
}
