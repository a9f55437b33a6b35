import { expect, test } from '../support/fixtures';
import { DEMO, expectPath, signIn } from './helpers';

test('a new quiz cannot be due in the past: the picker offers no past day and the server refuses one', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await signIn(page, DEMO.teacher);
  await expectPath(page, '/dashboard');
  await page.goto('/quizzes-admin');
  const form = page.getByRole('form', { name: 'Create Quiz' });
  const picker = form.getByLabel('Due Date & Time', { exact: true });
  await picker.click();
  const dropdown = page.locator(`[id="${await picker.getAttribute('aria-controls')}"]`);
  const today = new Date();
  const dayName = (day: Date) =>
    `${day.getDate()} ${day.toLocaleString('en-GB', { month: 'long' })} ${day.getFullYear()}`;
  await expect(dropdown.getByRole('button', { name: dayName(today), exact: true })).toBeEnabled();
  if (today.getDate() > 1) {
    const yesterday = new Date(today);
    yesterday.setDate(today.getDate() - 1);
    await expect(dropdown.getByRole('button', { name: dayName(yesterday), exact: true })).toBeDisabled();
  } else {
    await expect(dropdown.locator('button[data-direction="previous"]')).toBeDisabled();
  }
  await page.keyboard.press('Escape');

  // The server refuses it too, naming the field, whatever sends it.
  const login = await request.post('/api/auth/login', {
    data: { email: DEMO.teacher, password: DEMO.password },
  });
  const auth = { authorization: `Bearer ${(await login.json()).data.token}` };
  const subjects = (await (await request.get('/api/subjects?search=IGCSE-0580', { headers: auth })).json())
    .data;
  const bank = (
    await (await request.get(`/api/question-bank?subject=${subjects[0]._id}`, { headers: auth })).json()
  ).data as { _id: string }[];
  const refused = await request.post('/api/quizzes', {
    headers: auth,
    data: {
      title: 'Yesterday quiz',
      description: '',
      subject: subjects[0]._id,
      questions: [bank[0]!._id],
      dueDate: new Date(Date.now() - 86_400_000).toISOString(),
      durationMinutes: 10,
    },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toBe('dueDate: is in the past; choose a later date and time');
});
