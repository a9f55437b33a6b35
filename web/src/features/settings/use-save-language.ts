import { useCallback } from 'react';
import type { Language } from '../../lib/i18n/languages';
import { useSaveSettings } from './api/use-save-settings';
import { useSettings } from './api/use-settings';

/** Saves a language picked in the header to the account, keeping the other settings as they are. */
export function useSaveLanguage(): (language: Language) => void {
  const settings = useSettings();
  const { mutate } = useSaveSettings();
  const saved = settings.data?.data;
  return useCallback(
    (language: Language) => {
      if (saved && saved.language !== language) mutate({ ...saved, language });
    },
    [saved, mutate],
  );
}
