import { expect, test } from '../support/fixtures';
import { DEMO, expectPath, signIn } from './helpers';

test('a guarded page while signed out leads to /login and back there after signing in', async ({ page }) => {
  await page.goto('/quizzes-admin');
  await expectPath(page, '/login');
  await signIn(page, DEMO.teacher);
  await expectPath(page, '/quizzes-admin');
  await expect(page.getByRole('heading', { name: 'Quizzes Management' })).toBeVisible();
});

test('a wrong role sees Access Denied, and Go Back leaves it', async ({ page }) => {
  await signIn(page, DEMO.student);
  await expectPath(page, '/home-students');
  await page.goto('/home-admin');
  await expectPath(page, '/unauthorized');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect.poll(() => new URL(page.url()).pathname).not.toBe('/unauthorized');
});

test('a teacher cannot open admin-only screens', async ({ page }) => {
  await signIn(page, DEMO.teacher);
  await expectPath(page, '/dashboard');
  await page.goto('/students-admin');
  await expectPath(page, '/unauthorized');
});

test('the API refuses what the screens hide', async ({ page }) => {
  await signIn(page, DEMO.student);
  await expectPath(page, '/home-students');
  // page.request sends the browser's cookies: the student's own session.
  const res = await page.request.post('/api/auth/register', {
    data: { firstName: 'A', lastName: 'B', email: 'x@example.com', password: 'secret12', role: 'admin' },
  });
  expect(res.status()).toBe(403);
});
