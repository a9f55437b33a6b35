import type { Settings } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface SettingsReply {
  success: true;
  data: Settings;
}

export const SETTINGS_QUERY_KEY = ['users', 'me', 'settings'] as const;

export function useSettings(enabled = true) {
  return useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: () => apiRequest<SettingsReply>('/users/me/settings'),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
