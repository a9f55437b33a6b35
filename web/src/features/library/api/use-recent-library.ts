import { libraryEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { LIBRARY_KEY } from './library-keys';

/** GET /library/recent: the newest items the caller can open ("Recently Added", beyond the spec). */
export function useRecentLibrary() {
  return useQuery({
    queryKey: [...LIBRARY_KEY, 'recent'],
    queryFn: ({ signal }) => callApi(libraryEndpoints.recent, { signal }),
    select: (reply) => reply.data,
  });
}
