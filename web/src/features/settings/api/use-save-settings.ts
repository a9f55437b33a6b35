import { firstPageRoutes, type Settings, type userEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: Settings) =>
      callRoute<typeof userEndpoints.saveSettings>(firstPageRoutes.saveSettings, { body: settings }),
    // The saved reply becomes the cached settings, which SettingsEffect applies at once.
    onSuccess: (reply) => queryClient.setQueryData(settingsKeys.mine(), reply),
  });
}
