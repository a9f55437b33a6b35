import { expect, test } from '../support/fixtures';
import { expectPath, lastMailTo, signIn } from './helpers';

const email = 'habiba.ibrahim@students.sabora.school';

test('a forgotten password is reset through the mailed link', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expectPath(page, '/forgot-password');
  // The form is a chunk of its own: the sign-in form stays on screen until it has arrived.
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: /reset link/i }).click();
  await expect(
    page.getByText('If an account exists for that email, a reset link has been sent.'),
  ).toBeVisible();

  const link = (await lastMailTo(email, '/reset-password?token=')).match(
    /http:\/\/\S+\/reset-password\?token=[\w-]+/,
  )![0];
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('habiba-new-1');
  await page.getByLabel('Confirm password').fill('habiba-new-1');
  await page.getByRole('button', { name: /reset password/i }).click();
  await expect(page.getByText(/password has been reset/i)).toBeVisible();

  await page.goto('/login');
  await signIn(page, email, 'habiba-new-1');
  await expectPath(page, '/home-students');
});
