import { expect, test } from '../support/fixtures';
import { DEMO, signIn } from './helpers';

// A school system goes by one name on every screen: the staff screens say what the public pages
// say (Thanaweya Amma, IGCSE, SAT), never the stored values National and American.
test('staff screens name the systems as the public pages do', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'View Thanaweya Amma courses' })).toBeVisible();

  await signIn(page, DEMO.admin);
  await page.goto('/subjects-admin');
  const main = page.getByRole('main');
  await expect(main.getByText('Thanaweya Amma', { exact: true }).first()).toBeVisible();
  await expect(main.getByText('SAT', { exact: true }).first()).toBeVisible();
  await expect(main.getByText(/^(National|American)$/)).toHaveCount(0);
});
