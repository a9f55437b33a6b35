import { gradebookEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';

/** The items' statistics' cache keys: one homework's or exam's. */
export const handInStatisticsKeys = {
  all: ['hand-in-statistics'] as const,
  of: (kind: 'homework' | 'exam', id: string) => [...handInStatisticsKeys.all, kind, id] as const,
};

/** GET /homeworks/{id}/statistics or /exams/{id}/statistics: hand-in rate and grades, for staff. */
export function useHandInStatistics(kind: 'homework' | 'exam', id: string) {
  return useQuery({
    queryKey: handInStatisticsKeys.of(kind, id),
    queryFn: ({ signal }) =>
      callApi(
        kind === 'homework' ? gradebookEndpoints.homeworkStatistics : gradebookEndpoints.examStatistics,
        {
          params: { id },
          signal,
        },
      ),
    select: (reply) => reply.data,
    staleTime: 0,
  });
}
