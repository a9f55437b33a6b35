import { firstPageRoutes, type userEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

export function useSettings(enabled = true) {
  return useQuery({
    queryKey: settingsKeys.mine(),
    queryFn: () => callRoute<typeof userEndpoints.settings>(firstPageRoutes.settings),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
