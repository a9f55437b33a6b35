import type { QuizSubmission } from '@sabora/contract';
import { quizEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { listIn } from '../quiz-list-reply';
import { submissionKeys } from './keys';

/**
 * GET /quiz-submissions/my: the student's graded attempts, with the answers to review. A parent
 * passes their child's student profile id.
 */
export function useMyQuizSubmissions(student?: string) {
  return useQuery({
    queryKey: submissionKeys.mine('quiz', student),
    queryFn: async ({ signal }) =>
      listIn<QuizSubmission>(await callApi(quizEndpoints.myResults, { signal, query: { student } })),
  });
}
