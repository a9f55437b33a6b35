import { useMantineColorScheme } from '@mantine/core';
import type { Settings } from '@sabora/contract';
import { useCallback } from 'react';
import { changeLanguage } from '../../lib/i18n/i18n';

/**
 * Puts a user's settings into effect: colour scheme and language (LanguageEffect then sets the
 * page's writing direction).
 */
export function useApplySettings(): (settings: Settings) => void {
  const { setColorScheme } = useMantineColorScheme();
  return useCallback(
    (settings: Settings) => {
      setColorScheme(settings.theme);
      void changeLanguage(settings.language);
    },
    [setColorScheme],
  );
}
