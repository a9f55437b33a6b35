import { expect, test } from '../support/fixtures';
import { axeViolations, inEachPass, settle, words } from './axe-helpers';
import { DEMO, expectPath, parentSignIn } from './helpers';

// Khaled (the demo parent) follows Malak and Youssef; Youssef has a term of graded Mathematics work
// in the demo school (seed/demo-history.ts).

test("a parent sees a child's progress chart and reads it as a table", async ({ page }) => {
  test.setTimeout(90_000);
  await parentSignIn(page, DEMO.parent.email, DEMO.parent.phone);
  await expectPath(page, '/dashboard');
  await page.goto('/dashboard/grades');
  await page.getByRole('radiogroup', { name: 'Child' }).getByText('Youssef Mostafa', { exact: true }).click();
  await expect(page.getByRole('heading', { name: "Youssef Mostafa's Grades" })).toBeVisible();
  const progress = page.getByRole('region', { name: 'Progress' });
  await expect(progress).toBeVisible();
  // The charts are drawn (and hidden from screen readers, which read the tables).
  await expect(progress.locator('.recharts-surface').first()).toBeVisible();

  const tables = progress.getByText('Show the charts as tables');
  await tables.focus();
  await page.keyboard.press('Enter');
  const averages = progress.getByRole('table', { name: 'Averages by subject' });
  await expect(averages).toBeVisible();
  await expect(averages.getByRole('row', { name: /Mathematics/ })).toBeVisible();
  const maths = progress.getByRole('table', { name: 'Mathematics' });
  await expect(maths.getByRole('row', { name: /quick check/ })).toContainText('100');
  // The demo's term so far: earlier graded work, and a class of six whose average shows.
  await expect(maths.getByRole('row', { name: /term opener/ })).toBeVisible();
  await expect(
    averages
      .getByRole('row', { name: /Mathematics/ })
      .getByRole('cell')
      .nth(1),
  ).toHaveText(/^\d+(\.\d)?$/);
  await expect(progress.getByText(/Virtual classes attended: \d+ of \d+/)).toBeVisible();
});

test('the progress charts have no accessibility violations in English and Arabic', async ({ page }) => {
  test.setTimeout(90_000);
  await parentSignIn(page, DEMO.parent.email, DEMO.parent.phone);
  await expectPath(page, '/dashboard');
  await inEachPass(page, async (pass) => {
    await page.goto('/dashboard/grades');
    await settle(page);
    const progress = page.getByRole('region', { name: words(pass.language, 'grades')('progress.title') });
    await expect(progress.locator('.recharts-surface').first()).toBeVisible();
    await progress.locator('summary').click();
    await settle(page);
    expect(await axeViolations(page), pass.language).toEqual([]);
  });
});
