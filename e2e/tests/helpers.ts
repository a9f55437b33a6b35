import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** The demo school the server seeds for the run (server/src/seed). */
export const DEMO = {
  password: 'sabora123',
  admin: 'admin@sabora.school',
  teacher: 'mona.hassan@sabora.school',
  student: 'youssef.mostafa@students.sabora.school',
  parent: { email: 'khaled.mostafa@family.sabora.school', phone: '+20 111 000 0001' },
};

/**
 * Signs in through the login form and returns once the answer is in: on success, once the page has
 * kept the session (a navigation started earlier would cancel the request and lose it). The session
 * is the server's HttpOnly cookie; the page keeps only the profile, and that is what is waited for.
 */
export async function signIn(page: Page, email: string, password = DEMO.password) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await submitAndKeepSession(page, '/api/auth/login', () =>
    page.getByRole('button', { name: 'Login', exact: true }).click(),
  );
}

export async function parentSignIn(page: Page, email: string, phone: string) {
  await page.goto('/login');
  await page.getByText('Parent Login').click();
  await page.getByLabel('Parent Email').fill(email);
  await page.getByLabel('Phone').fill(phone);
  const button = page.getByRole('button', { name: 'Login as Parent' });
  // Empty fields are refused in the page: no request to wait for.
  if (!email || !phone) return button.click();
  await submitAndKeepSession(page, '/api/auth/parent-login', () => button.click());
}

async function submitAndKeepSession(page: Page, endpoint: string, submit: () => Promise<void>) {
  const answered = page.waitForResponse((reply) => new URL(reply.url()).pathname === endpoint);
  await submit();
  if (!(await answered).ok()) return;
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('user')), { message: 'the session is kept' })
    .toBeTruthy();
}

export async function expectPath(page: Page, pathname: string) {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe(pathname);
}

/**
 * The newest mail the server wrote to its outbox for this address (and holding `containing`, when
 * given). Mail goes through the job queue, off the request path, so it may be written a moment
 * after the page says it was sent: this waits for it (up to 15 s).
 */
export async function lastMailTo(to: string, containing = ''): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const until = Date.now() + 15_000;
  for (;;) {
    const names = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const name of names) {
      const mail = (await readFile(path.join(dir, name), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      if (mail.includes(`To: ${to}`) && mail.includes(containing)) return mail;
    }
    if (Date.now() > until) throw new Error(`no mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A bearer header of a demo account, signed in through the API (as API clients do; the web app uses the cookie). */
export async function apiAuth(request: APIRequestContext, email: string) {
  const login = await request.post('/api/auth/login', { data: { email, password: DEMO.password } });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).data.token}` };
}

/** Signs out from any signed-in page through the account menu in the header. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu of / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expectPath(page, '/login');
}

/**
 * Picks a day in the due date picker labelled `label` (web/src/components/due-date-picker.tsx)
 * and confirms it; the picker's default time is 23:59. The calendar opens on the current month.
 */
export async function pickDueDate(page: Page, label: string, day: Date) {
  const picker = page.getByLabel(label, { exact: true });
  await picker.click();
  await expect(picker).toHaveAttribute('aria-controls', /.+/);
  const dropdown = page.locator(`[id="${await picker.getAttribute('aria-controls')}"]`);
  const today = new Date();
  const months = (day.getFullYear() - today.getFullYear()) * 12 + day.getMonth() - today.getMonth();
  // The month arrows have no accessible name (Mantine's default): found by their direction.
  for (let i = 0; i < months; i++) await dropdown.locator('button[data-direction="next"]').click();
  const name = `${day.getDate()} ${day.toLocaleString('en-GB', { month: 'long' })} ${day.getFullYear()}`;
  await dropdown.getByRole('button', { name, exact: true }).click();
  await dropdown.getByRole('button', { name: 'Confirm date and time' }).click();
  await expect(dropdown).toBeHidden();
}

/** A file to upload, handed to the browser as bytes: nothing is written to disk, so nothing is left behind. */
export interface Upload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A small PDF to upload (its first bytes are a PDF's, as the server checks). */
export const pdfUpload = (name: string, text: string): Upload => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${text}\n`),
});

/** A 1×1 PNG to upload. */
export const pngUpload = (name: string): Upload => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
});

/**
 * Hands work in from its card: the card's submit button, then the same button in the dialog that
 * lists the chosen files and asks first.
 */
export async function handIn(card: Locator, label: 'Submit Homework' | 'Submit Exam') {
  await card.getByRole('button', { name: label }).click();
  const dialog = card.page().getByRole('dialog', { name: 'Hand in these files?' });
  await dialog.getByRole('button', { name: label }).click();
  await expect(dialog).toHaveCount(0);
}
