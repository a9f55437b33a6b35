import { POPULAR_SUBJECTS_LIMIT, type PopularSubject } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

interface PopularSubjectsReply {
  success: true;
  data: PopularSubject[];
}

/** Spec §7: GET /subjects/popular with limit 6. */
export function usePopularSubjects() {
  return useQuery({
    queryKey: ['subjects', 'popular', POPULAR_SUBJECTS_LIMIT],
    queryFn: () =>
      apiRequest<PopularSubjectsReply>('/subjects/popular', { query: { limit: POPULAR_SUBJECTS_LIMIT } }),
    select: (reply) => reply.data,
  });
}
