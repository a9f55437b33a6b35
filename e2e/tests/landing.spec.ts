import { expect, test } from '../support/fixtures';
import { expectPath } from './helpers';

test('the landing page shows the services, the most recommended courses and a way in', async ({ page }) => {
  await page.goto('/');
  for (const service of ['IGCSE', 'Thanaweya Amma', 'SAT']) {
    await expect(page.getByText(service, { exact: true }).first()).toBeVisible();
  }
  // The demo school's courses, most enrolled first, with their system label and primary teacher.
  await expect(page.getByText('SAT Math', { exact: true })).toBeVisible();
  await expect(page.getByText('Sarah Adams').first()).toBeVisible();
  await expect(page.locator('#home')).toBeAttached();
  await expect(page.locator('#recipes')).toBeAttached();
  await expect(page.locator('#about')).toBeAttached();
  await page.getByRole('link', { name: 'Login' }).first().click();
  await expectPath(page, '/login');
});
