import { expect, type Page, test } from '../support/fixtures';
import { DEMO, expectPath, parentSignIn, signIn, signOut } from './helpers';

/** The session cookie the server set in this browser, if any. */
async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'sabora_token');
}

/**
 * What of the session a script on the page could read: whether document.cookie shows it, and the
 * local and session storage entries that hold the token or anything shaped like a JWT.
 */
function readableTokens(page: Page, token: string) {
  return page.evaluate((token) => {
    const jwt = /eyJ[\w-]*\.[\w-]+\.[\w-]+/;
    const stored = [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).filter((key) => {
        const value = storage.getItem(key) ?? '';
        return value.includes(token) || jwt.test(value);
      }),
    );
    return { cookie: document.cookie.includes('sabora_token'), stored };
  }, token);
}

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

test('a parent signs in with their number written the way Egyptians write it, on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The demo parent's number is kept as +20 111 000 0001; the national form is the same number.
  await parentSignIn(page, DEMO.parent.email, '0111 000 0001');
  await expectPath(page, '/dashboard');
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
  await page.getByLabel('Phone').fill('+20 100 999 9999');
  await page.getByRole('button', { name: 'Login as Parent' }).click();
  await expect(page.getByText('Invalid parent email or phone number')).toBeVisible();
});

test('logout leads to /login, ends the session on the server, and guarded pages need signing in again', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO.teacher);
  await expectPath(page, '/dashboard');
  const session = await sessionCookie(page);
  // The dashboard's own Logout; the staff navigation has one too.
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await expectPath(page, '/login');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await expect.poll(async () => (await sessionCookie(page))?.value).toBeUndefined();
  // A copy of the cookie from before the logout (another tab, a stolen one) no longer signs in.
  const replayed = await request.get('/api/auth/me', {
    headers: { cookie: `sabora_token=${session?.value}` },
  });
  expect(replayed.status()).toBe(401);
  await page.goto('/dashboard');
  await expectPath(page, '/login');
});

test('the session is an HttpOnly cookie that survives a reload; no script can read the token', async ({
  page,
}) => {
  await signIn(page, DEMO.student);
  await expectPath(page, '/home-students');
  const session = await sessionCookie(page);
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(await readableTokens(page, session!.value)).toEqual({ cookie: false, stored: [] });

  // A browser upgraded from a version that kept the token in local storage: it goes at start-up.
  await page.evaluate((token) => localStorage.setItem('token', token), session!.value);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Student Home' })).toBeVisible({ timeout: 30_000 });
  await expectPath(page, '/home-students');
  expect(await readableTokens(page, session!.value)).toEqual({ cookie: false, stored: [] });
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
