import i18next from 'i18next';

/** First Strong Isolate … Pop Directional Isolate (Unicode's bidi algorithm, UAX #9): `<bdi>` in plain text. */
const FSI = '\u2068';
const PDI = '\u2069';

/** A letter written right to left: Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms. */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * Text a school typed (a name, a title, a file name) put into a translated string that cannot hold
 * an element: an `aria-label`, a `title`, a notification's message (docs/i18n.md). Where the page
 * reads right to left it is always isolated, so "Delete What is 4x?" keeps its own "?"; where the
 * page reads left to right it is isolated only when it holds right-to-left letters, since text
 * without any is laid out left to right either way and the marks would change nothing.
 * Elsewhere text a school typed is an element: `<UserText>`, or `<bdi>` inside `<Trans>`.
 */
export function isolate(text: string, direction: 'ltr' | 'rtl' = i18next.dir()): string {
  if (text === '' || (direction === 'ltr' && !RIGHT_TO_LEFT.test(text))) return text;
  return `${FSI}${text}${PDI}`;
}
