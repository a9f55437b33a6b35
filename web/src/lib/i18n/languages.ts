import { directionOf, LANGUAGES, type Settings } from '@sabora/contract';

export type Language = Settings['language'];

/** The languages Sabora is written in (the settings' choices). */
export const LANGUAGES_OFFERED: readonly Language[] = LANGUAGES;

/** Each language named in itself, as the language switch lists them. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ar: 'العربية',
  fr: 'Français',
  es: 'Español',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Which way a language reads (the contract's rule, for the web's i18n modules). */
export { directionOf };

/**
 * The locale dates and numbers are written in when the browser names no variant of the language.
 * Arabic is always Egypt's (Arabic-Indic digits, Egyptian month names, the Gregorian calendar),
 * the school's country: another Arabic variant could switch the calendar (ar-SA is Hijri).
 */
export const INTL_LOCALES: Record<Language, string> = { en: 'en', ar: 'ar-EG', fr: 'fr', es: 'es' };

/**
 * The Intl locale for a language: the browser's own variant of it when it lists one (an English
 * reader in Britain sees "29 November 2026", in the US "November 29, 2026"), else INTL_LOCALES.
 */
export function intlLocaleOf(language: Language, browserLanguages: readonly string[]): string {
  if (language === 'ar') return INTL_LOCALES.ar;
  const variant = browserLanguages.find((tag) => tag?.toLowerCase().split('-')[0] === language);
  if (!variant) return INTL_LOCALES[language];
  try {
    return Intl.getCanonicalLocales(variant)[0] ?? INTL_LOCALES[language];
  } catch {
    return INTL_LOCALES[language]; // a malformed tag from the browser
  }
}

/** The browser's languages, most wanted first; none outside a browser. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * The week calendars show (0 = Sunday … 6 = Saturday). English keeps the Sunday-to-Saturday
 * month grid; French and Spanish start on Monday as their schools do; Arabic follows
 * the Egyptian school week: Saturday first, Friday and Saturday the weekend (docs/decisions.md,
 * "The reader's week").
 */
export const WEEKS: Record<
  Language,
  { firstDay: 0 | 1 | 2 | 3 | 4 | 5 | 6; weekend: (0 | 1 | 2 | 3 | 4 | 5 | 6)[] }
> = {
  en: { firstDay: 0, weekend: [0, 6] },
  ar: { firstDay: 6, weekend: [5, 6] },
  fr: { firstDay: 1, weekend: [0, 6] },
  es: { firstDay: 1, weekend: [0, 6] },
};

/** Where this device keeps the language it last used, read before anyone signs in. */
export const LANGUAGE_STORAGE_KEY = 'sabora.language';
/** Set when the language was picked by hand while signed out: the next sign-in saves it to the account. */
export const PICKED_STORAGE_KEY = 'sabora.language.picked';

/**
 * The language a page opens in before the user's own setting is known: this device's last one,
 * else the first of the browser's languages Sabora has, else English.
 */
export function detectLanguage(): Language {
  try {
    const kept = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(kept)) return kept;
  } catch {
    // Storage can be off (private modes); the browser's languages still apply.
  }
  for (const tag of browserLanguages()) {
    const base = tag?.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** The week of the page's language (English's when the language is not one Sabora has). */
export const weekOf = (language: string | undefined) => WEEKS[isLanguage(language) ? language : 'en'];
