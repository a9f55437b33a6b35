import { expect, test } from '../support/fixtures';
import { DEMO, expectPath, signIn } from './helpers';
import { expectFitsPhone, PHONE } from './phone-helpers';

// The student's home and grades on a 360 × 740 phone.
test.use({ viewport: PHONE });

test("a student's home and grades fit a phone, one reached from the other through the menu", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, DEMO.student);
  await expectPath(page, '/home-students');
  // A busy machine may take a while to send the screen's chunk.
  await expect(page.getByRole('heading', { name: 'Student Home' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Calendar' })).toBeVisible();
  await expectFitsPhone(page);

  // The header's links fold into one menu on a phone.
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(menu).toBeInViewport({ ratio: 1 });
  await menu.click();
  await page.getByRole('menuitem', { name: 'Grades' }).click();
  await expectPath(page, '/grades');
  await expect(page.getByRole('heading', { name: 'My Grades' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Track your academic performance across all subjects')).toBeVisible();
  await expect(page.getByText('Loading your grades...')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /^All/ })).toBeVisible();
  await expectFitsPhone(page);
});
