import { i18next } from './i18n';
import { browserLanguages, intlLocaleOf, isLanguage } from './languages';

/** The Intl locale of the page's language, for dates, times and numbers. */
export function currentLocale(): string {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return intlLocaleOf(isLanguage(language) ? language : 'en', browserLanguages());
}

const valid = (iso: string | Date): Date | null => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A calendar date, e.g. "12 March 2026" / "١٢ مارس ٢٠٢٦". */
export function formatDate(iso: string | Date): string {
  const date = valid(iso);
  return date
    ? date.toLocaleDateString(currentLocale(), { day: 'numeric', month: 'long', year: 'numeric' })
    : '';
}

/** A date and time, e.g. "Mar 12, 2026, 9:00 AM". */
export function formatDateTime(iso: string | Date): string {
  const date = valid(iso);
  return date ? date.toLocaleString(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }) : '';
}

/**
 * How long ago, for notifications: seconds, minutes or hours ago, then the date.
 * Intl's relative time words it in the reader's language; in English
 * ("5 seconds ago", "1 minute ago", "3 hours ago").
 */
export function formatTimeAgo(iso: string | Date, now: Date = new Date()): string {
  const date = valid(iso);
  if (!date) return '';
  const seconds = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 1000));
  const words = new Intl.RelativeTimeFormat(currentLocale(), { numeric: 'always' });
  if (seconds < 60) return words.format(-seconds, 'second');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return words.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return words.format(-hours, 'hour');
  return date.toLocaleDateString(currentLocale());
}

/** A time of day; with seconds where a countdown needs them. */
export function formatTime(iso: string | Date, withSeconds = false): string {
  const date = valid(iso);
  if (!date) return '';
  return date.toLocaleTimeString(currentLocale(), {
    hour: '2-digit',
    minute: '2-digit',
    ...(withSeconds && { second: '2-digit' }),
  });
}

/** A month's title in calendars, e.g. "March 2026". */
export function formatMonth(year: number, month: number): string {
  return new Date(year, month, 1).toLocaleDateString(currentLocale(), { month: 'long', year: 'numeric' });
}

/** A number in the reader's digits, e.g. 1,234.5 / ١٬٢٣٤٫٥. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(currentLocale(), options).format(value);
}

/**
 * A weekday's name (0 = Sunday … 6 = Saturday) for calendar headers: short, e.g. "Sat" / "السبت",
 * or narrow where seven must fit a phone, e.g. "S" / "س" (Arabic has no short names: its "short"
 * is the whole word, and seven of them overran each other at 390 px).
 */
export function formatWeekday(day: number, width: 'short' | 'narrow' = 'short'): string {
  // 4 January 2026 was a Sunday: the week from it gives each weekday once.
  return new Date(2026, 0, 4 + day).toLocaleDateString(currentLocale(), { weekday: width });
}

/** Items named one after another, as the reader's language lists them: "Phone, Status" / "الهاتف والحالة". */
export function formatList(items: readonly string[]): string {
  return new Intl.ListFormat(currentLocale(), { type: 'unit', style: 'short' }).format(items);
}
