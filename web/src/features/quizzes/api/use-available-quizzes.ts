import type { AvailableQuiz } from '@sabora/contract';
import { quizEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { listIn } from '../../../lib/quiz-list-reply';
import { quizKeys } from './quiz-keys';

/** GET /quizzes/available: the quizzes the student may start or resume now. */
export function useAvailableQuizzes() {
  return useQuery({
    queryKey: quizKeys.available(),
    queryFn: async ({ signal }) => listIn<AvailableQuiz>(await callApi(quizEndpoints.available, { signal })),
  });
}
