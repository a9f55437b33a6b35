import { formatNumber } from '../../../lib/i18n/format';

/** Two digits, in the reader's digits ("05", "٠٥"). */
const pad = (n: number) => formatNumber(n, { minimumIntegerDigits: 2 });

/** Time taken split into whole minutes and two-digit seconds, e.g. 245 → 4 and "05". */
export function timeTakenParts(totalSeconds: number): { minutes: number; seconds: string } {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return { minutes: Math.floor(seconds / 60), seconds: pad(seconds % 60) };
}

/** Time taken as minutes and seconds, e.g. 245 → "4m 05s" (the English catalogue's form). */
export function formatTimeTaken(totalSeconds: number): string {
  const { minutes, seconds } = timeTakenParts(totalSeconds);
  return `${minutes}m ${seconds}s`;
}

/** The countdown as a clock, e.g. 245 → "4:05" ("٤:٠٥" in Arabic). */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  return `${formatNumber(Math.floor(seconds / 60), { useGrouping: false })}:${pad(seconds % 60)}`;
}

/** A subject reads by its title, else its name. */
export function subjectLabel(subject: { name?: string; title?: string } | null): string {
  return subject?.title || subject?.name || '';
}

/** The quiz lists page by 10 like the other student lists. */
export const QUIZ_LIST_PAGE_SIZE = 10;
