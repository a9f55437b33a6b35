import type { ExamSubmission } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

interface MyExamSubmissionsReply {
  success: true;
  data: ExamSubmission[];
}

export const MY_EXAM_SUBMISSIONS_KEY = ['exam-submissions', 'mine'] as const;

/** GET /exam-submissions/my: the student's own submissions, at most one per exam. */
export function useMyExamSubmissions() {
  return useQuery({
    queryKey: MY_EXAM_SUBMISSIONS_KEY,
    queryFn: async ({ signal }) =>
      (await apiRequest<MyExamSubmissionsReply>('/exam-submissions/my', { signal })).data,
  });
}
