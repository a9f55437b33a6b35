import i18next, { type BackendModule, type FormatFunction, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import englishCommon from '../../locales/en/common.json';
import {
  browserLanguages,
  detectLanguage,
  directionOf,
  intlLocaleOf,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES_OFFERED,
  type Language,
} from './languages';

/**
 * Every catalogue, one chunk each: a screen downloads only its own namespace in the reader's
 * language (docs/i18n.md). English `common` is in the first chunk, so an English page paints
 * without waiting for one.
 */
const catalogues = import.meta.glob<{ default: ResourceKey }>('../../locales/*/*.json');

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, done) {
    const load = catalogues[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      done(new Error(`No catalogue ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => done(null, module.default),
      (error: Error) => done(error, false),
    );
  },
};

/** Puts a language on the page: `<html lang dir>`; Mantine's direction follows (LanguageEffect). */
export function markDocument(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** Options shared by the app and the component tests (test/i18n.ts). */
export const I18N_OPTIONS = {
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES_OFFERED],
  defaultNS: 'common',
  ns: ['common'],
  // React escapes what it renders; escaping here as well would show &amp; to the reader. Every value
  // goes through the formatter, so a number given to a plain `{{x}}` is in the reader's digits too.
  interpolation: { escapeValue: false, alwaysFormat: true },
} as const;

/**
 * The `errors` catalogue comes with any language but English, so a server refusal is translated the
 * moment it arrives (lib/api-errors.ts); an English page shows the server's own words and does not
 * download it (docs/performance.md, "Light pages"). Once loaded, every later language loads it too.
 */
const needsErrors = (language: Language) => language !== 'en';

const readersNumber = (value: number, language: string | undefined, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(
    intlLocaleOf(isLanguage(language) ? language : 'en', browserLanguages()),
    options,
  ).format(value);

/** A number as typed, only in the reader's digits: no grouping and no rounding ("2026", "٢٠٢٦", "٨٥٫٥"). */
const READERS_DIGITS: Intl.NumberFormatOptions = { useGrouping: false, maximumFractionDigits: 20 };

/**
 * Numbers in the reader's digits, one system per language (docs/decisions.md, "Counts in the reader's
 * digits"). `{{count, number}}` in a catalogue writes the number as format.ts does, grouped, in the
 * reader's variant (Arabic-Indic in ar-EG; i18next's own `number` would use plain `ar`, Western
 * digits); plural forms may then leave the number out ("طالبان") while the others show it. A number
 * given to a plain `{{x}}` (a grade, "2 of 5") is written in the same digits, ungrouped, rather than
 * as JavaScript's Western ones beside Arabic-Indic ones. A string (already formatted) is left as it is.
 */
export function writeNumbersInReadersLocale(instance: typeof i18next): void {
  instance.services.formatter?.add('number', (value, language) =>
    typeof value === 'number' ? readersNumber(value, language) : value,
  );
  // `alwaysFormat` hands every value to the function i18next keeps as `interpolation.format` (its
  // formatter's, which passes a value without a format through); i18next's types leave it out. The
  // interpolator holds a copy, taken again from the options whenever a call resets it.
  const holders = [instance.options.interpolation, instance.services.interpolator] as FormatHolder[];
  const format = holders[0]?.format;
  if (!format) return;
  const plainNumbersToo: FormatFunction = (value, name, language, options) =>
    name === undefined && typeof value === 'number'
      ? readersNumber(value, language, READERS_DIGITS)
      : format(value, name, language, options);
  for (const holder of holders) if (holder) holder.format = plainNumbersToo;
}

interface FormatHolder {
  format?: FormatFunction;
}

/** Starts i18next in the language detected for this device; resolves when `common` is loaded. */
export function startI18n(): Promise<unknown> {
  const language = detectLanguage();
  markDocument(language);
  const ready = i18next
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      ...I18N_OPTIONS,
      lng: language,
      ns: needsErrors(language) ? ['common', 'errors'] : ['common'],
      resources: { en: { common: englishCommon } },
      // The bundled English `common` is one part; the rest comes from the lazy catalogues.
      partialBundledLanguages: true,
    });
  // init() sets up its services at once; nothing is translated before `ready`.
  writeNumbersInReadersLocale(i18next);
  return ready;
}

/** Switches the page's language and remembers it on this device. */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered on this device; the change still applies now.
  }
  markDocument(language);
  if (i18next.language === language) return;
  if (needsErrors(language)) await i18next.loadNamespaces('errors');
  await i18next.changeLanguage(language);
}

export { i18next };
