import type { QuizBody } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type QuizSaveReply, quizJson } from './quiz-json';
import { QUIZZES_KEY } from './use-quizzes';

/** POST /quizzes (JSON): 'Quiz created successfully!' */
export function useCreateQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizBody) =>
      apiRequest<QuizSaveReply>('/quizzes', { method: 'POST', body: quizJson(body) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUIZZES_KEY }),
  });
}
