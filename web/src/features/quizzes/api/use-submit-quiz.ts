import type { QuizSubmitBody } from '@sabora/contract';
import { quizEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { calendarKeys } from '../../../lib/calendar/keys';
import { submissionKeys } from '../../../lib/submissions/keys';
import { quizKeys } from './quiz-keys';

/** The calendar's due dates show what is submitted, so it refreshes with the quiz lists and results. */
const REFRESHED_AFTER_SUBMIT = [quizKeys.all, submissionKeys.ofKind('quiz'), calendarKeys.all];

/**
 * POST /quizzes/{id}/submit. Afterwards the available list, the results and the calendar
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
