import { useDirection, useMantineColorScheme } from '@mantine/core';
import type { Settings } from '@sabora/contract';
import { useCallback } from 'react';

/** Languages written right to left. */
const RTL_LANGUAGES: ReadonlySet<Settings['language']> = new Set(['ar']);

/** Puts a user's settings into effect: colour scheme, page language and writing direction. */
export function useApplySettings(): (settings: Settings) => void {
  const { setColorScheme } = useMantineColorScheme();
  const { setDirection } = useDirection();
  return useCallback(
    (settings: Settings) => {
      setColorScheme(settings.theme);
      const dir = RTL_LANGUAGES.has(settings.language) ? 'rtl' : 'ltr';
      document.documentElement.lang = settings.language;
      document.documentElement.dir = dir;
      setDirection(dir);
    },
    [setColorScheme, setDirection],
  );
}
