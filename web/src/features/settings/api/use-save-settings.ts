import type { Settings } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { SETTINGS_QUERY_KEY, type SettingsReply } from './use-settings';

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: Settings) =>
      apiRequest<SettingsReply>('/users/me/settings', { method: 'PUT', body: settings }),
    // The saved reply becomes the cached settings, which SettingsEffect applies at once.
    onSuccess: (reply) => queryClient.setQueryData(SETTINGS_QUERY_KEY, reply),
  });
}
