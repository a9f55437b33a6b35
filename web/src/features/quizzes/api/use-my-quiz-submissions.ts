import type { QuizSubmission } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { listIn } from './quiz-list-reply';

const MY_QUIZ_SUBMISSIONS_KEY = ['quiz-submissions', 'mine'] as const;

/** GET /quiz-submissions/my: the student's graded attempts, with the answers to review. */
export function useMyQuizSubmissions() {
  return useQuery({
    queryKey: MY_QUIZ_SUBMISSIONS_KEY,
    queryFn: async ({ signal }) =>
      listIn<QuizSubmission>(await apiRequest<unknown>('/quiz-submissions/my', { signal })),
  });
}
