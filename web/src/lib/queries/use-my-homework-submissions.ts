import type { HomeworkSubmission } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

interface MyHomeworkSubmissionsReply {
  success: true;
  data: HomeworkSubmission[];
}

export const MY_HOMEWORK_SUBMISSIONS_KEY = ['homework-submissions', 'mine'] as const;

/**
 * GET /homework-submissions/my: the student's own submissions, at most one per homework. A parent
 * passes their child's student profile id (DESIGN §3).
 */
export function useMyHomeworkSubmissions(student?: string) {
  return useQuery({
    queryKey: student ? [...MY_HOMEWORK_SUBMISSIONS_KEY, student] : MY_HOMEWORK_SUBMISSIONS_KEY,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<MyHomeworkSubmissionsReply>('/homework-submissions/my', {
          signal,
          query: { student },
        })
      ).data,
  });
}
