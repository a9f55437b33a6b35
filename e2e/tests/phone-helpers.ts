import { expect, type Page } from '@playwright/test';

/** The phone every phone check measures on: the narrowest common Android screen. */
export const PHONE = { width: 360, height: 740 };

/** One element whose content does not fit in it and is cut off, as the test reports it. */
export interface Clipped {
  element: string;
  text: string;
  content: number;
  box: number;
}

/**
 * Elements on screen whose content is cut off: wider (or taller) than the box that hides the rest
 * (overflow hidden or clip, or an ellipsis). Left out: what is not shown (display none, closed
 * drawers, which are `inert`), visually hidden text (a 1 px box for screen readers), boxes that
 * scroll on purpose (overflow auto or scroll keep every part reachable) and descriptions cut to a
 * few lines on purpose (`lineClamp`, the same on every screen: a summary whose whole text is on
 * the item's own page or form; docs/decisions.md, "Phones").
 */
export function clippedElements(page: Page): Promise<Clipped[]> {
  return page.evaluate(() => {
    const found: Clipped[] = [];
    const nameOf = (el: Element) => {
      const classes = [...el.classList].filter((c) => !c.startsWith('m_')).slice(0, 3);
      return `${el.tagName.toLowerCase()}${classes.length ? `.${classes.join('.')}` : ''}`;
    };
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      if (el.closest('[inert], [aria-hidden="true"]')) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2) continue;
      const hidesX = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      const summary = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '';
      const hidesY = ['hidden', 'clip'].includes(style.overflowY) && !summary;
      const text = (el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 60);
      // Only boxes that hold something a person reads: text or a labelled control.
      if (!text) continue;
      if (hidesX && el.scrollWidth > el.clientWidth + 1) {
        found.push({ element: nameOf(el), text, content: el.scrollWidth, box: el.clientWidth });
      } else if (hidesY && el.scrollHeight > el.clientHeight + 1) {
        found.push({
          element: `${nameOf(el)} (height)`,
          text,
          content: el.scrollHeight,
          box: el.clientHeight,
        });
      }
    }
    return found;
  });
}

/** One line per cut-off element, short enough to read in a failed test's diff. */
export const describeClipped = (c: Clipped) => `${c.element} "${c.text}" (${c.content} px in ${c.box})`;

/** How far the page itself scrolls sideways (0 when it fits the screen). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Nothing on the screen is cut off and the page does not scroll sideways. */
export async function expectFitsPhone(page: Page) {
  expect((await clippedElements(page)).map(describeClipped)).toEqual([]);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
}
