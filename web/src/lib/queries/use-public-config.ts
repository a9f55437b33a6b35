import { publicConfigEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';

export function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    queryFn: () => callApi(publicConfigEndpoints.get),
    select: (reply) => reply.data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
