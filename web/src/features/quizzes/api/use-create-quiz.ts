import type { QuizBody } from '@sabora/contract';
import { quizEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { quizJson } from './quiz-json';
import { quizKeys } from './quiz-keys';

/** POST /quizzes (JSON): 'Quiz created successfully!' */
export function useCreateQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizBody) => callApi(quizEndpoints.create, { body: quizJson(body) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quizKeys.all }),
  });
}
