import { quizStatisticsEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { quizKeys } from './quiz-keys';

/** GET /quizzes/{id}/statistics: the quiz's scores and item analysis, for its staff. */
export function useQuizStatistics(quizId: string) {
  return useQuery({
    queryKey: quizKeys.statistics(quizId),
    queryFn: ({ signal }) => callApi(quizStatisticsEndpoints.get, { params: { id: quizId }, signal }),
    select: (reply) => reply.data,
  });
}
