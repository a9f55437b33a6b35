import type { ExamSubmission } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

interface MyExamSubmissionsReply {
  success: true;
  data: ExamSubmission[];
}

export const MY_EXAM_SUBMISSIONS_KEY = ['exam-submissions', 'mine'] as const;

/**
 * GET /exam-submissions/my: the student's own submissions, at most one per exam. A parent passes
 * their child's student profile id (DESIGN §3).
 */
export function useMyExamSubmissions(student?: string) {
  return useQuery({
    queryKey: student ? [...MY_EXAM_SUBMISSIONS_KEY, student] : MY_EXAM_SUBMISSIONS_KEY,
    queryFn: async ({ signal }) =>
      (await apiRequest<MyExamSubmissionsReply>('/exam-submissions/my', { signal, query: { student } })).data,
  });
}
