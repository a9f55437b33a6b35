import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from './languages';

/**
 * dayjs's locale of each language but English (built in), one chunk each, loaded the first time a
 * date picker shows in that language. An explicit map, so the bundler makes exactly these chunks.
 */
const DAYJS_LOCALES: Record<Exclude<Language, 'en'>, () => Promise<unknown>> = {
  ar: () => import('dayjs/locale/ar'),
  fr: () => import('dayjs/locale/fr'),
  es: () => import('dayjs/locale/es'),
};

const loaded = new Set<Language>(['en']);

/** Loads dayjs's locale of `language` (once); resolves when it can be used. */
export async function loadDayjsLocale(language: Language): Promise<void> {
  if (language === 'en' || loaded.has(language)) return;
  await DAYJS_LOCALES[language]();
  loaded.add(language);
}

/**
 * The page's language as a dayjs locale, for Mantine's date pickers: English until the language's
 * locale has loaded (a moment, the first time), then the language's month and day names.
 */
export function useDayjsLocale(): Language {
  const { i18n } = useTranslation();
  const wanted: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  // Re-renders once the locale arrives; which locales have arrived is kept in `loaded`.
  const [, arrived] = useState(0);
  useEffect(() => {
    if (loaded.has(wanted)) return;
    let current = true;
    loadDayjsLocale(wanted).then(
      () => current && arrived((n) => n + 1),
      // The chunk did not load (offline): the picker stays in English rather than fail.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  return loaded.has(wanted) ? wanted : 'en';
}
