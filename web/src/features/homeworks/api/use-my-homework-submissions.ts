import type { HomeworkSubmission } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

interface MyHomeworkSubmissionsReply {
  success: true;
  data: HomeworkSubmission[];
}

export const MY_HOMEWORK_SUBMISSIONS_KEY = ['homework-submissions', 'mine'] as const;

/** GET /homework-submissions/my: the student's own submissions, at most one per homework. */
export function useMyHomeworkSubmissions() {
  return useQuery({
    queryKey: MY_HOMEWORK_SUBMISSIONS_KEY,
    queryFn: async ({ signal }) =>
      (await apiRequest<MyHomeworkSubmissionsReply>('/homework-submissions/my', { signal })).data,
  });
}
