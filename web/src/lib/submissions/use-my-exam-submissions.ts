import { submissionEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { submissionKeys } from './keys';

/**
 * GET /exam-submissions/my: the student's own submissions, at most one per exam. A parent passes
 * their child's student profile id.
 */
export function useMyExamSubmissions(student?: string) {
  return useQuery({
    queryKey: submissionKeys.mine('exam', student),
    queryFn: async ({ signal }) =>
      (await callApi(submissionEndpoints.exam.mine, { signal, query: { student } })).data,
  });
}
