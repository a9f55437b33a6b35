import { expect, type Locator, test } from '../support/fixtures';
import { DEMO, expectPath } from './helpers';
import { expectFitsPhone, PHONE } from './phone-helpers';

// The login page on a 360 × 740 phone, where "Parent Login" was cut off.
test.use({ viewport: PHONE });

/** The label shows all its text: nothing hidden past its edges, and all of it on screen. */
async function expectWhole(label: Locator) {
  await expect(label).toBeInViewport({ ratio: 1 });
  expect(
    await label.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight),
  ).toBe(true);
}

test('both login tabs read in full on a phone, and a parent signs in through Parent Login', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/login');
  const tabs = page.getByRole('radiogroup', { name: 'Login type' });
  await expectWhole(tabs.getByText('Student/Staff Login', { exact: true }));
  await expectWhole(tabs.getByText('Parent Login', { exact: true }));
  await expectFitsPhone(page);

  await tabs.getByText('Parent Login', { exact: true }).click();
  await expect(page.getByLabel('Parent Email')).toBeVisible();
  await expectFitsPhone(page);
  await page.getByLabel('Parent Email').fill(DEMO.parent.email);
  await page.getByLabel('Phone').fill(DEMO.parent.phone);
  await page.getByRole('button', { name: 'Login as Parent' }).click();
  await expectPath(page, '/dashboard');

  // A parent has a navigation on a phone too: a drawer behind the burger.
  const nav = page.getByRole('navigation', { name: 'Parent navigation' });
  await expect(nav.getByRole('link', { name: 'Grades' })).not.toBeInViewport();
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await nav.getByRole('link', { name: 'Grades' }).click();
  await expectPath(page, '/dashboard/grades');
  await expect(nav.getByRole('link', { name: 'Grades' })).not.toBeInViewport();
  await expect(page.locator('#parent-navigation')).toHaveAttribute('inert', '');
  await expectFitsPhone(page);
});

test('a student signs in through Student/Staff Login on a phone', async ({ page }) => {
  await page.goto('/login');
  const tabs = page.getByRole('radiogroup', { name: 'Login type' });
  // Back and forth between the tabs: the student's form comes back.
  await tabs.getByText('Parent Login', { exact: true }).click();
  await tabs.getByText('Student/Staff Login', { exact: true }).click();
  await page.getByLabel('Email').fill(DEMO.student);
  await page.getByLabel('Password').fill(DEMO.password);
  const login = page.getByRole('button', { name: 'Login', exact: true });
  await expect(login).toBeInViewport({ ratio: 1 });
  await login.click();
  await expectPath(page, '/home-students');
});
