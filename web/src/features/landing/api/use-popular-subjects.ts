import { POPULAR_SUBJECTS_LIMIT, subjectEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Spec §7: GET /subjects/popular with limit 6. */
export function usePopularSubjects() {
  return useQuery({
    queryKey: ['subjects', 'popular', POPULAR_SUBJECTS_LIMIT],
    queryFn: () => callApi(subjectEndpoints.popular, { query: { limit: POPULAR_SUBJECTS_LIMIT } }),
    select: (reply) => reply.data,
  });
}
