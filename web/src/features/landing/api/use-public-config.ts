import type { PublicConfig } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

interface PublicConfigReply {
  success: true;
  data: PublicConfig;
}

export function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    queryFn: () => apiRequest<PublicConfigReply>('/public-config'),
    select: (reply) => reply.data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
