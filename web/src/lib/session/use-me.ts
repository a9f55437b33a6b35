import { useQuery } from '@tanstack/react-query';
import { fetchMe, ME_QUERY_KEY } from './me-query';

interface UseMeOptions {
  enabled?: boolean;
  /** The profile page asks for fresh data each time it opens. */
  fresh?: boolean;
}

export function useMe({ enabled = true, fresh = false }: UseMeOptions = {}) {
  return useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: fetchMe,
    enabled,
    retry: false,
    staleTime: fresh ? 0 : Number.POSITIVE_INFINITY,
    refetchOnMount: fresh ? 'always' : false,
  });
}
