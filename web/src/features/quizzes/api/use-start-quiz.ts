import { quizEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { quizKeys } from './quiz-keys';

/**
 * POST /quizzes/{id}/start: begins the attempt, or hands back the running one with the time left.
 * The list is reloaded so the quiz reads 'Resume' once the student steps away from it.
 */
export function useStartQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quizId: string) => callApi(quizEndpoints.start, { params: { id: quizId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quizKeys.all }),
  });
}
