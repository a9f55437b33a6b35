import type { MatcherFunction } from '@testing-library/react';

/**
 * Finds the element that reads `text` whole, parts of it in elements of their own: text a school
 * typed inside a sentence is a `<bdi>` (docs/i18n.md), so "Subject: Physics" is two nodes and
 * `getByText('Subject: Physics')` finds neither. The innermost element that reads it is the one.
 */
export const wholeText = (text: string | RegExp): MatcherFunction => {
  const reads = (element: Element) =>
    typeof text === 'string' ? element.textContent === text : text.test(element.textContent ?? '');
  return (_, element) => element !== null && reads(element) && ![...element.children].some(reads);
};
