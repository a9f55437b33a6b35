import { useQuery } from '@tanstack/react-query';
import { authKeys } from './keys';
import { fetchMe } from './me-query';

interface UseMeOptions {
  enabled?: boolean;
  /** The profile page asks for fresh data each time it opens. */
  fresh?: boolean;
}

export function useMe({ enabled = true, fresh = false }: UseMeOptions = {}) {
  return useQuery({
    queryKey: authKeys.me(),
    queryFn: fetchMe,
    enabled,
    retry: false,
    staleTime: fresh ? 0 : Number.POSITIVE_INFINITY,
    refetchOnMount: fresh ? 'always' : false,
  });
}
