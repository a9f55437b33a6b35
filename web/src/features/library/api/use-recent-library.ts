import { libraryEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { libraryKeys } from '../../../lib/library/keys';

/** GET /library/recent: the newest items the caller can open ("Recently Added"). */
export function useRecentLibrary() {
  return useQuery({
    queryKey: libraryKeys.recent(),
    queryFn: ({ signal }) => callApi(libraryEndpoints.recent, { signal }),
    select: (reply) => reply.data,
  });
}
