import type { QuizSubmitBody } from '@sabora/contract';
import { quizEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The calendar's due dates show what is submitted; the calendar screen keeps its queries here. */
const REFRESHED_AFTER_SUBMIT = [['quizzes'], ['quiz-submissions'], ['calendar']] as const;

/**
 * POST /quizzes/{id}/submit. Spec §4: afterwards the available list, the results and the calendar
 * refresh. The server grades once: a repeated submit answers with the first result.
 */
export function useSubmitQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quizId, body }: { quizId: string; body: QuizSubmitBody }) =>
      callApi(quizEndpoints.submit, { params: { id: quizId }, body }),
    onSuccess: () => {
      for (const queryKey of REFRESHED_AFTER_SUBMIT) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
