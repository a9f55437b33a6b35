import { expect, test } from '../support/fixtures';
import { DEMO, expectPath, signIn } from './helpers';

test('the admin home links every management screen and saves settings on the server', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await expectPath(page, '/home-admin');
  for (const href of [
    '/students-admin',
    '/teachers-admin',
    '/parents-admin',
    '/subjects-admin',
    '/virtualclasses-admin',
    '/questionbank-admin',
    '/homework-admin',
    '/exams-admin',
    '/quizzes-admin',
    '/student-submissions-admin',
    '/library-admin',
  ]) {
    await expect(page.locator(`a[href="${href}"]`).first()).toBeAttached();
  }
  // The demo school has not been backed up yet; the nightly backup is scheduled.
  const backups = page.getByRole('region', { name: 'Backups' });
  await expect(backups.getByText('No backup has run yet.')).toBeVisible();
  await expect(backups.getByText(/^Next backup: .+\. Archives kept: 14\.$/)).toBeVisible();

  await page.getByLabel('Theme').click();
  await page.getByRole('option', { name: 'Dark' }).click();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved!')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

  // Saved on the server: a fresh browser state signed in as the same admin gets the dark theme.
  await page.evaluate(() => localStorage.removeItem('mantine-color-scheme-value'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByLabel('Theme')).toHaveValue('Dark');
});
