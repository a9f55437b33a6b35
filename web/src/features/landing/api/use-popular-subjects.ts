import { firstPageRoutes, POPULAR_SUBJECTS_LIMIT, type subjectEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { subjectKeys } from '../../../lib/subjects/keys';

/** GET /subjects/popular with limit 6. */
export function usePopularSubjects() {
  return useQuery({
    queryKey: subjectKeys.popular(POPULAR_SUBJECTS_LIMIT),
    queryFn: () =>
      callRoute<typeof subjectEndpoints.popular>(firstPageRoutes.popularSubjects, {
        query: { limit: POPULAR_SUBJECTS_LIMIT },
      }),
    select: (reply) => reply.data,
  });
}
