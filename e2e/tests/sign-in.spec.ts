import { expect, test } from '../support/fixtures';
import { DEMO, expectPath, parentSignIn, signIn, signOut } from './helpers';

test('an admin lands on the admin home', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await expectPath(page, '/home-admin');
  await expect(page.getByText('Nadia Kamel').first()).toBeVisible();
});

test('a teacher lands on the dashboard with the teacher cards', async ({ page }) => {
  await signIn(page, DEMO.teacher);
  await expectPath(page, '/dashboard');
  for (const card of [
    'Virtual Classes',
    'Question Bank',
    'Library',
    'Homeworks',
    'Exams',
    'Quizzes',
    'Student Submissions',
  ]) {
    await expect(page.getByRole('link', { name: card, exact: false }).first()).toBeVisible();
  }
  await expect(page.getByText('mona.hassan@sabora.school')).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
});

test('a student lands on the student home, and /dashboard sends them there too', async ({ page }) => {
  await signIn(page, DEMO.student);
  await expectPath(page, '/home-students');
  await page.goto('/dashboard');
  await expectPath(page, '/home-students');
});

test('a parent signs in with email and phone and sees the Grades and Library cards', async ({ page }) => {
  await parentSignIn(page, DEMO.parent.email, DEMO.parent.phone);
  await expectPath(page, '/dashboard');
  await expect(page.getByRole('link', { name: /Grades/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Library/ }).first()).toBeVisible();
  await expect(page.getByText('parent', { exact: true }).first()).toBeVisible();
});

test('empty fields and a wrong password show the right messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Please fill in all fields')).toBeVisible();

  await signIn(page, DEMO.admin, 'wrong-password');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expectPath(page, '/login');

  await parentSignIn(page, DEMO.parent.email, '');
  await expect(page.getByText('Please fill in all fields')).toBeVisible();
  await page.getByLabel('Phone').fill('+20 000 000 0000');
  await page.getByRole('button', { name: 'Login as Parent' }).click();
  await expect(page.getByText('Invalid parent email or phone number')).toBeVisible();
});

test('logout leads to /login and guarded pages need signing in again', async ({ page }) => {
  await signIn(page, DEMO.teacher);
  await expectPath(page, '/dashboard');
  // The dashboard's own Logout (spec §2.3); the staff navigation has one too.
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await expectPath(page, '/login');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/dashboard');
  await expectPath(page, '/login');
});

test('after a logout, the next sign-in opens home, not the page left', async ({ page }) => {
  await signIn(page, DEMO.teacher);
  await expectPath(page, '/dashboard');
  await page.goto('/questionbank-admin');
  await expect(page.getByRole('heading', { name: 'Question Bank' })).toBeVisible();
  await signOut(page);
  await signIn(page, DEMO.teacher);
  await expectPath(page, '/dashboard');
});
