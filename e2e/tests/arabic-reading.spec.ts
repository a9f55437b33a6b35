import { expect, type Locator, type Page, test } from '../support/fixtures';
import { inPass, PASSES } from './axe-helpers';
import { expectPath, signIn } from './helpers';

// Arabic read right, as a new user on a phone (390 × 844) and a desktop (1366 × 768) reads it.
// Salma (National, demo seed) is a student no other test signs in as; her account's language is
// put back to English after each test (inPass), since a worker's tests share the school.
const ARABIC = PASSES[1];
const salma = 'salma.adel@students.sabora.school';

async function signInInArabic(page: Page, email: string) {
  await signIn(page, email);
  await expectPath(page, '/home-students');
}

/** Which way a chevron icon points on screen: its path's turn, through the CSS transforms above it. */
function pointing(icon: Locator): Promise<'left' | 'right'> {
  return icon.evaluate((svg) => {
    const path = svg.querySelector('path') as SVGPathElement;
    const start = path.getPointAtLength(0);
    const tip = path.getPointAtLength(path.getTotalLength() / 2);
    let flip = 1;
    for (let at: Element | null = svg; at; at = at.parentElement) {
      const transform = getComputedStyle(at).transform;
      if (transform !== 'none') flip *= Math.sign(new DOMMatrix(transform).a);
    }
    return (tip.x - start.x) * flip > 0 ? 'right' : 'left';
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the calendar names each weekday apart and its month arrows point the reading way', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signInInArabic(page, salma);
    await inPass(page, ARABIC, async () => {
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const calendar = page.getByRole('region', { name: 'التقويم' });
      await expect(calendar.getByRole('button', { name: 'الشهر التالي' })).toBeVisible({ timeout: 30_000 });

      // Seven headers, each one letter (as Arabic calendars and the date pickers write them), each
      // inside its own column with room between it and the next.
      const headers = calendar.locator('[data-weekday]');
      await expect(headers).toHaveText(['س', 'ح', 'ن', 'ث', 'ر', 'خ', 'ج']);
      const boxes = await headers.evaluateAll((cells) =>
        cells.map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          const text = range.getBoundingClientRect();
          const box = cell.getBoundingClientRect();
          return { left: text.left, right: text.right, boxLeft: box.left, boxRight: box.right };
        }),
      );
      for (const box of boxes) {
        expect(box.left).toBeGreaterThanOrEqual(box.boxLeft - 0.5);
        expect(box.right).toBeLessThanOrEqual(box.boxRight + 0.5);
      }
      // Right to left: Saturday is the rightmost column, and no two names touch.
      for (let i = 1; i < boxes.length; i++) expect(boxes[i - 1]!.left - boxes[i]!.right).toBeGreaterThan(4);

      // "Previous" sits at the start (right) and points right; "next" at the end, pointing left.
      const previous = calendar.getByRole('button', { name: 'الشهر السابق' });
      const next = calendar.getByRole('button', { name: 'الشهر التالي' });
      const previousBox = (await previous.boundingBox())!;
      const nextBox = (await next.boundingBox())!;
      expect(previousBox.x).toBeGreaterThan(nextBox.x);
      expect(await pointing(previous.locator('svg'))).toBe('right');
      expect(await pointing(next.locator('svg'))).toBe('left');
      // And it moves the month as named.
      const title = calendar.getByRole('group').first();
      const month = await title.getAttribute('aria-label');
      await next.click();
      await expect(title).not.toHaveAttribute('aria-label', month!);
      await previous.click();
      await expect(title).toHaveAttribute('aria-label', month!);
    });
  });
});
