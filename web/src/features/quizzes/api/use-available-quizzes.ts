import type { AvailableQuiz } from '@sabora/contract';
import { quizEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { listIn } from '../../../lib/quiz-list-reply';

/** Every quiz query sits under ['quizzes'], so a submit reloads them all. */
const AVAILABLE_QUIZZES_KEY = ['quizzes', 'available'] as const;

/** GET /quizzes/available: the quizzes the student may start or resume now. */
export function useAvailableQuizzes() {
  return useQuery({
    queryKey: AVAILABLE_QUIZZES_KEY,
    queryFn: async ({ signal }) => listIn<AvailableQuiz>(await callApi(quizEndpoints.available, { signal })),
  });
}
