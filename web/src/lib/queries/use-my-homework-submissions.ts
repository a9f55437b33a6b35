import { submissionEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';

export const MY_HOMEWORK_SUBMISSIONS_KEY = ['homework-submissions', 'mine'] as const;

/**
 * GET /homework-submissions/my: the student's own submissions, at most one per homework. A parent
 * passes their child's student profile id (DESIGN §3).
 */
export function useMyHomeworkSubmissions(student?: string) {
  return useQuery({
    queryKey: student ? [...MY_HOMEWORK_SUBMISSIONS_KEY, student] : MY_HOMEWORK_SUBMISSIONS_KEY,
    queryFn: async ({ signal }) =>
      (await callApi(submissionEndpoints.homework.mine, { signal, query: { student } })).data,
  });
}
