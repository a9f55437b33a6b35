/** First Strong Isolate … Pop Directional Isolate (Unicode's bidi algorithm, UAX #9): `<bdi>` in plain text. */
export const FSI = '\u2068';
export const PDI = '\u2069';

/** A letter written right to left: Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms. */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * Text a school typed (a name, a title, a file name) placed into a translated sentence that cannot
 * hold an element: an `aria-label`, a notification, a mail (docs/i18n.md). In a right-to-left
 * sentence it is always isolated, so "Delete What is 4x?" keeps its own "?"; in a left-to-right one
 * only when it holds right-to-left letters, since text without any is laid out left to right either
 * way and the marks would change nothing.
 */
export function isolateText(text: string, direction: 'ltr' | 'rtl'): string {
  if (text === '' || (direction === 'ltr' && !RIGHT_TO_LEFT.test(text))) return text;
  return `${FSI}${text}${PDI}`;
}
