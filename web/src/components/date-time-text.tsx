import { formatDateTime } from '../lib/i18n/format';

export { formatDateTime };

/** A date and time as a `<time>` element, so assistive technology gets the exact instant. */
export function DateTimeText({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}
