import { isolateText } from '@sabora/contract';
import i18next from 'i18next';

/**
 * Text a school typed, isolated for a translated string of the page (the contract's `isolateText`):
 * where the page reads right to left always, elsewhere when it holds right-to-left letters.
 * Elsewhere text a school typed is an element: `<UserText>`, or `<bdi>` inside `<Trans>`.
 */
export function isolate(text: string, direction: 'ltr' | 'rtl' = i18next.dir()): string {
  return isolateText(text, direction);
}
