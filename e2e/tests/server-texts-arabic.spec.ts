import { expect, test } from '../support/fixtures';
import { apiAuth, DEMO, expectPath, signIn } from './helpers';

// What the server writes — notifications and refusals — reaches a reader in the
// language they chose. Nour (American system, demo seed) is a student no other test signs in as.
const nour = 'nour.fahmy@students.sabora.school';
const title = `Probability practice ${Date.now()}`;

test('a student who picks العربية gets new-work notifications and refusals from the server in Arabic', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, nour);
  await expectPath(page, '/home-students');
  await page.getByRole('combobox', { name: 'Choose language' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The choice is the account's, so the server writes to Nour in Arabic from now on.
  const asNour = await apiAuth(request, nour);
  await expect
    .poll(
      async () =>
        (await (await request.get('/api/users/me/settings', { headers: asNour })).json()).data.language,
    )
    .toBe('ar');

  // The admin posts a homework in one of Nour's subjects.
  const admin = await apiAuth(request, DEMO.admin);
  const mine = (await (await request.get('/api/subjects', { headers: asNour })).json()).data;
  const subject = mine[0] as { _id: string; name: string };
  const chapters = await request.get(`/api/chapters/subject/${subject._id}`, { headers: admin });
  const created = await request.post('/api/homeworks', {
    headers: admin,
    multipart: {
      title,
      subject: subject._id,
      chapter: (await chapters.json()).data[0]._id,
      dueDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    },
  });
  expect(created.status()).toBe(201);

  await page.reload();
  await page.getByRole('button', { name: /^الإشعارات، / }).click();
  const bell = page.getByRole('dialog');
  // The school's own words keep their direction inside the Arabic sentence (isolated: U+2068 … U+2069).
  const own = (text: string) => `\u2068${text}\u2069`;
  await expect(bell.getByRole('button', { name: `غير مقروء: واجب جديد: ${own(title)}` })).toBeVisible();
  await expect(bell.getByText(`نُشر واجب جديد في مادة ${own(subject.name)}.`)).toBeVisible();

  // Signed out on this device, the page stays Arabic, and the server's refusal reads in Arabic.
  await page.context().clearCookies({ name: 'sabora_token' });
  await page.evaluate(() => localStorage.removeItem('user'));
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.locator('input[name="email"]').fill(nour);
  await page.locator('input[name="password"]').fill('not-her-password');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByText('البريد الإلكتروني أو كلمة المرور غير صحيحة')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toHaveCount(0);
});
