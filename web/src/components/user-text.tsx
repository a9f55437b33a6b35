import type { ReactNode } from 'react';

const BLOCK = { display: 'block' } as const;

/**
 * Text a school typed (a title, a name, a question, a message, a file name) read in its own
 * direction, whatever the page's (docs/i18n.md): an English question in the Arabic app reads
 * "What is the gradient of y = 4x − 7?", not "?What is the gradient of y = 4x − 7", and an Arabic
 * title in the English app keeps its full stop at its end.
 * - Inline (a title in a card, a name inside a translated sentence) it is a `<bdi>`: isolated from
 *   the words around it, its direction taken from its own first letter.
 * - `block` (a question, a description, a message of several lines) is a line box of its own with
 *   `dir="auto"`, so it also lines up with its own start.
 * It wraps only the text; the element around it keeps its look (size, weight, line clamp).
 * Inside a translated sentence the catalogue marks it instead: `<bdi>{{name}}</bdi>`, rendered by
 * `<Trans … components={USER_TEXT_TAGS} />`; in an attribute or a toast, `isolate()` (lib/isolate.ts).
 */
export function UserText({ children, block = false }: { children: ReactNode; block?: boolean }) {
  return block ? (
    <span dir="auto" style={BLOCK}>
      {children}
    </span>
  ) : (
    <bdi>{children}</bdi>
  );
}

/** `<Trans>`'s components for a catalogue text that holds the school's text as `<bdi>{{name}}</bdi>`. */
export const USER_TEXT_TAGS = { bdi: <bdi /> };
