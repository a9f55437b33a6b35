import { expect, test } from '../support/fixtures';
import { inPass, PASSES } from './axe-helpers';
import { expectPath, signIn } from './helpers';

// The demo school's mid-term exams have no paper attached.
const karim = 'karim.ibrahim@students.sabora.school';

test('an exam without a paper says so, and does not ask to download one', async ({ page }) => {
  await signIn(page, karim);
  await expectPath(page, '/home-students');
  await page.goto('/exams-students');
  const exam = page.getByRole('article').filter({ hasText: 'mid-term exam' }).first();
  await expect(exam.getByText('No paper attached')).toBeVisible();
  await expect(exam).not.toContainText(/download/i);
  await expect(exam.getByRole('button', { name: /^Download exam file/ })).toHaveCount(0);

  await inPass(page, PASSES[1], async () => {
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('article').first().getByText('لا توجد ورقة امتحان مرفقة')).toBeVisible();
  });
});
