import { firstPageRoutes, type userEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

export const SETTINGS_QUERY_KEY = ['users', 'me', 'settings'] as const;

export function useSettings(enabled = true) {
  return useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: () => callRoute<typeof userEndpoints.settings>(firstPageRoutes.settings),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
