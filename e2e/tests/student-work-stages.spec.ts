import { expect, type Page, test } from '../support/fixtures';
import { inPass, PASSES } from './axe-helpers';
import { expectPath, signIn } from './helpers';

// Salma (National system, demo seed) handed in the warm-up of her first subject (not graded yet),
// has the warm-up of her second graded, and the chapter 1 practice and formula sheet of both still
// to do.
const salma = 'salma.adel@students.sabora.school';

/** The list's section headings, top to bottom, and the cards under each. */
async function sections(page: Page) {
  return page.locator('section[aria-labelledby]').evaluateAll((found) =>
    found.map((section) => ({
      // "To do (2)": the stage, and how many it holds (one page of 10 shows them all here).
      heading: (section.querySelector('h2')?.textContent ?? '').replace(/ \(.*\)$/, ''),
      count: (section.querySelector('h2')?.textContent ?? '').match(/\((.*)\)$/)?.[1],
      cards: [...section.querySelectorAll('article')].map((card) => card.getAttribute('aria-label')),
      due: [...section.querySelectorAll('article time')].map((time) => time.getAttribute('datetime') ?? ''),
    })),
  );
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a student sees work to do first, then work awaiting a grade, then graded work', async ({ page }) => {
    await signIn(page, salma);
    await expectPath(page, '/home-students');
    await page.goto('/homeworks-students');
    await expect(page.getByRole('heading', { level: 2, name: /^To do/ })).toBeVisible();
    // The first thing on the list, right under the search, is what is still to do.
    await expect(page.locator('article').first()).toContainText('Not submitted');

    const homeworks = await sections(page);
    expect(homeworks.map((s) => s.heading)).toEqual(['To do', 'Handed in, awaiting a grade', 'Graded']);
    for (const section of homeworks) expect(section.count).toBe(String(section.cards.length));
    expect(
      homeworks[0]!.cards.every((title) => /(chapter 1 practice|formula sheet)$/.test(title ?? '')),
    ).toBe(true);
    expect(homeworks[0]!.due).toEqual([...homeworks[0]!.due].sort());
    await expect(page.getByRole('region', { name: /^Handed in/ })).toContainText(
      'Submitted, awaiting grading',
    );
    await expect(page.getByRole('region', { name: /^Graded/ })).toContainText('Graded: 88/100');

    await page.goto('/exams-students');
    await expect(page.getByRole('heading', { level: 2, name: /^To do/ })).toBeVisible();
    const exams = await sections(page);
    expect(exams.map((s) => s.heading)).toEqual(['To do']);
    expect(exams[0]!.due).toEqual([...exams[0]!.due].sort());
    // Due Date (from the keyboard) flips the order inside each section.
    await page.getByRole('button', { name: 'Due Date' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await sections(page))[0]!.due).toEqual([...exams[0]!.due].reverse());
  });

  test('the sections read in Arabic', async ({ page }) => {
    await signIn(page, salma);
    await expectPath(page, '/home-students');
    await inPass(page, PASSES[1], async () => {
      await page.goto('/homeworks-students');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 2, name: /^للإنجاز/ })).toBeVisible();
      const found = await sections(page);
      expect(found.map((s) => s.heading)).toEqual(['للإنجاز', 'سُلِّمت، بانتظار الدرجة', 'قُيِّمت']);
      // Counts in the page's digits (Arabic-Indic here).
      const latin = (text = '') => text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660));
      expect(found.map((s) => latin(s.count))).toEqual(found.map((s) => String(s.cards.length)));
    });
  });
});
