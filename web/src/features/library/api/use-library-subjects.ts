import { libraryEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { LIBRARY_KEY } from './library-keys';

/** GET /library/subjects: the subjects the caller can browse, with how many items each holds. */
export function useLibrarySubjects() {
  return useQuery({
    queryKey: [...LIBRARY_KEY, 'subjects'],
    queryFn: ({ signal }) => callApi(libraryEndpoints.subjects, { signal }),
    select: (reply) => reply.data,
  });
}
