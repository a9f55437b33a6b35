import type { QuizBody } from '@sabora/contract';
import { quizEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { quizJson } from './quiz-json';
import { quizKeys } from './quiz-keys';

/** PUT /quizzes/{id} (JSON, the same fields as a create): 'Quiz updated successfully!' */
export function useUpdateQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: QuizBody }) =>
      callApi(quizEndpoints.update, { params: { id }, body: quizJson(body) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quizKeys.all }),
  });
}
