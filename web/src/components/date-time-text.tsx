/** A moment in the reader's locale and time zone, e.g. "12 Mar 2026, 14:30". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A date and time as a `<time>` element, so assistive technology gets the exact instant. */
export function DateTimeText({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}
