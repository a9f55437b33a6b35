import { expect, type Locator, type Page, test } from '../support/fixtures';
import { DEMO, signIn } from './helpers';

/**
 * The success toast is up, below the header; the bell and the account menu are neither covered nor
 * dead. The boxes are read at one instant (the toast closes itself after a few seconds).
 */
async function expectToastBelowHeader(page: Page, text: string) {
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: text });
  await expect(toast).toBeVisible();
  const seen = await toast.evaluate((shown) => {
    const rect = (element: Element | null) => {
      if (!element) throw new Error('not on the page');
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { left, top, right, bottom };
    };
    const header = document.querySelector('header');
    const bell = document.querySelector('button[aria-label^="Notifications"]');
    const account =
      [...document.querySelectorAll('header button')].find((button) =>
        button.textContent?.startsWith('Account menu of '),
      ) ?? null;
    // What a click at the middle of each control's visible part would reach.
    const reached = (element: Element | null) => {
      const box = rect(element);
      const right = Math.min(box.right, window.innerWidth);
      const hit = document.elementFromPoint((box.left + right) / 2, (box.top + box.bottom) / 2);
      return element?.contains(hit) ?? false;
    };
    return {
      toast: rect(shown),
      header: rect(header),
      bell: rect(bell),
      account: rect(account),
      bellReached: reached(bell),
      accountReached: reached(account),
    };
  });
  type Box = (typeof seen)['toast'];
  const overlap = (a: Box, b: Box) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  expect(seen.toast.top).toBeGreaterThanOrEqual(seen.header.bottom);
  expect(overlap(seen.toast, seen.bell)).toBe(false);
  expect(overlap(seen.toast, seen.account)).toBe(false);
  expect(seen.bellReached).toBe(true);
  expect(seen.accountReached).toBe(true);
  // And a real click works: the account menu opens.
  await page.getByRole('button', { name: /^Account menu of / }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await page.keyboard.press('Escape');
}

async function fill(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
}

for (const viewport of [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: { width: 390, height: 844 } },
]) {
  test(`an admin adding a student sees a bad and a taken email at the Email field, fixes it, and the toast leaves the header free (${viewport.name})`, async ({
    page,
  }) => {
    test.setTimeout(180_000); // the server hashes two passwords; slow on a busy machine
    await page.setViewportSize(viewport.size);
    await signIn(page, DEMO.admin);
    await page.waitForURL('**/home-admin');
    await page.goto('/students-admin');
    await page.getByRole('button', { name: 'Add Student' }).click();
    const form = page.getByRole('form', { name: 'Add Student' });
    const email = form.getByLabel('Email', { exact: true });
    const unique = `${viewport.name}-${Date.now()}`;

    await fill(form, {
      'First name': 'Farida',
      'Last name': 'Nabil',
      Email: 'farida-at-nowhere',
      Phone: '+20 100 222 3333',
      Password: 'secret12',
      'Confirm password': 'secret12',
      'Parent name': 'Nabil Farouk',
      'Parent email': `nabil.${unique}@family.test`,
      'Parent phone': '+20 100 222 4444',
    });
    await form.getByLabel('System', { exact: true }).selectOption('IGCSE');

    // A bad email: the check says so at the field, and the field takes the focus.
    await form.getByRole('button', { name: 'Add Student' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Email must be a valid email address')).toBeVisible();
    await expect(email).toBeFocused();
    await email.fill('farida');
    await expect(form.getByText('Email must be a valid email address')).toBeHidden();
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');

    // An email another account holds: the server's refusal shows at the Email field, not in an alert.
    await email.fill(DEMO.student);
    await form.getByRole('button', { name: 'Add Student' }).click();
    await expect(form.getByText('An account with this email already exists')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(form.getByRole('alert')).toHaveCount(0);

    // Fixing it clears the message at once, before any new submit.
    await email.fill(`farida.${unique}@students.test`);
    await expect(form.getByText('An account with this email already exists')).toBeHidden();
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');

    await form.getByRole('button', { name: 'Add Student' }).click();
    // The server hashes the new password first: on a busy machine that takes a while.
    await expect(form).toBeHidden({ timeout: 30_000 });
    // The dialog's see-through backdrop fades out for a moment after the form has gone; a click
    // then only finishes closing it. Measure the header once the dialog is gone.
    await expect(page.locator('.mantine-Modal-overlay')).toHaveCount(0);
    await expectToastBelowHeader(page, 'Student added successfully!');
  });
}

test('an admin uploading a students file without rows sees why at the CSV file field, and another file clears it', async ({
  page,
}) => {
  const header =
    'studentId,firstName,lastName,email,phone,system,academicYear,status,parentName,parentEmail,parentPhone,subjects';
  await signIn(page, DEMO.admin);
  await page.waitForURL('**/home-admin');
  await page.goto('/students-admin');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Students' });
  const field = dialog.getByRole('button', { name: 'CSV file' });
  const choose = (name: string, text: string) =>
    dialog
      .locator('input[type="file"]')
      .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

  // The server refuses the file itself: its words are at the field, not in an alert.
  await choose('empty.csv', `${header}\r\n`);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('The file has no student rows');
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  // A file the server can read (its row has its own errors): the field's message is gone.
  await choose(
    'students.csv',
    `${header}\r\n,Farida,Nabil,farida-at-nowhere,,IGCSE,2026-2027,active,,,,\r\n`,
  );
  await expect(dialog.getByRole('table', { name: 'Rows to import' })).toBeVisible();
  await expect(dialog.getByText('The file has no student rows')).toBeHidden();
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
});
