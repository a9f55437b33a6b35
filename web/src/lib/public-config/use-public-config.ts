import { firstPageRoutes, type publicConfigEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../api-client';
import { publicConfigKeys } from './keys';

export function usePublicConfig() {
  return useQuery({
    queryKey: publicConfigKeys.all,
    queryFn: () => callRoute<typeof publicConfigEndpoints.get>(firstPageRoutes.publicConfig),
    select: (reply) => reply.data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
