import { directionOf, isolateText, LANGUAGES } from '@sabora/contract';
import { ar } from './ar.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import type { Language, MailKey, Messages, NoticeKey } from './types.js';

export type { Language, MailKey, Messages, NoticeKey } from './types.js';

export const MESSAGES: Record<Language, Messages> = { en, ar, fr, es };

/** A stored language setting as a Language; anything else (an old or empty value) reads as English. */
export const languageOf = (value: unknown): Language =>
  (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : 'en';

/** The `{{name}}` placeholders of a template, as a union of names. */
type Placeholders<S extends string> = S extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** A value placed in a text: the same in every language, or written per language (dates, words). */
export type Param = string | number | ((language: Language) => string);

export type NoticeParams<K extends NoticeKey> = Record<
  Placeholders<(typeof en.notices)[K]['title'] | (typeof en.notices)[K]['message']>,
  Param
>;
export type MailParams<K extends MailKey> = Record<
  Placeholders<(typeof en.mails)[K]['subject'] | (typeof en.mails)[K]['text']>,
  Param
>;

/** An address in a mail: left bare, since marks beside it could become part of the link a reader opens. */
const ADDRESS = /^https?:\/\//;

/**
 * Fills a template's placeholders; a value missing from `params` stays visible as `{{name}}`.
 * Text given as a string is the school's (a title, a name, a reason) and keeps its own direction
 * inside the sentence (the contract's `isolateText`); values written per language and numbers are
 * the sentence's own.
 */
export function fill(template: string, params: Record<string, Param>, language: Language): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (typeof value === 'function') return value(language);
    if (typeof value === 'number' || ADDRESS.test(value)) return String(value);
    return isolateText(value, directionOf(language));
  });
}

/** A mail's subject and text in one language. */
export function writeMail<K extends MailKey>(key: K, params: MailParams<K>, language: Language) {
  const text = MESSAGES[language].mails[key];
  return { subject: fill(text.subject, params, language), text: fill(text.text, params, language) };
}

/** One of the words in `words`, in the reader's language (e.g. the kind of work). */
export const word =
  (key: keyof Messages['words']) =>
  (language: Language): string =>
    MESSAGES[language].words[key];

const LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-EG', fr: 'fr-FR', es: 'es-ES' };

/** The school's time zone (SCHOOL_TIME_ZONE), the clock of every moment mail and notices name. */
const school = { timeZone: 'UTC' };
export function setSchoolTimeZone(timeZone: string) {
  school.timeZone = timeZone;
}

/** The day a moment falls on, on the school's clock, as YYYY-MM-DD (a spreadsheet's heading). */
export const schoolDay = (date: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: school.timeZone }).format(date);

/**
 * A moment in the reader's language on the school's clock, with its offset named, e.g.
 * "Wednesday 25 November 2026 at 11:00 GMT+2" in Cairo: the server keeps no time zone per person,
 * and the school's is the one its people live by; the offset keeps it right for anyone abroad.
 */
export const moment =
  (date: Date) =>
  (language: Language): string => {
    const { timeZone } = school;
    const when = new Intl.DateTimeFormat(LOCALES[language], {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone,
    });
    return `${when.format(date)} ${zoneLabel(date, timeZone, language)}`;
  };

function zoneLabel(date: Date, timeZone: string, language: Language): string {
  if (timeZone === 'UTC') return 'UTC';
  return (
    new Intl.DateTimeFormat(LOCALES[language], { timeZone, timeZoneName: 'shortOffset', hour: 'numeric' })
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}

/** Whether Intl knows a time zone name (config checks SCHOOL_TIME_ZONE with it). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}
