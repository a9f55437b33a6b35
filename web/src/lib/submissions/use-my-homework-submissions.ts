import { submissionEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { submissionKeys } from './keys';

/**
 * GET /homework-submissions/my: the student's own submissions, at most one per homework. A parent
 * passes their child's student profile id.
 */
export function useMyHomeworkSubmissions(student?: string) {
  return useQuery({
    queryKey: submissionKeys.mine('homework', student),
    queryFn: async ({ signal }) =>
      (await callApi(submissionEndpoints.homework.mine, { signal, query: { student } })).data,
  });
}
