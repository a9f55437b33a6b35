import { libraryEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { libraryKeys } from '../../../lib/library/keys';

/** GET /library/subjects: the subjects the caller can browse, with how many items each holds. */
export function useLibrarySubjects() {
  return useQuery({
    queryKey: libraryKeys.subjects(),
    queryFn: ({ signal }) => callApi(libraryEndpoints.subjects, { signal }),
    select: (reply) => reply.data,
  });
}
