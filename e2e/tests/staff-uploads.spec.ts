import { expect, type Locator, type Page, test } from '../support/fixtures';
import { DEMO, expectPath, pdfUpload, pickDueDate, signIn } from './helpers';

/**
 * Staff uploads show how much is sent and can be stopped, like a student's hand-in: a new
 * homework with its file, and a grade with a correction file. The server is held from answering,
 * so each upload waits until the teacher stops it, and nothing is saved.
 */

/** Holds every request to `pattern` unanswered; tells whether one came. */
async function holdRequests(page: Page, pattern: string) {
  const held = { count: 0 };
  await page.route(pattern, () => {
    held.count += 1;
  });
  return held;
}

async function expectProgressThenCancel(page: Page, where: Locator, held: { count: number }) {
  await expect(where.getByText(/^Uploading… \d+%$/)).toBeVisible();
  await expect(where.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
    'aria-valuenow',
    /^\d+$/,
  );
  expect(held.count).toBe(1);
  await where.getByRole('button', { name: 'Cancel Upload' }).click();
  await expect(page.getByText('Upload cancelled.')).toBeVisible();
  await expect(where.getByRole('progressbar')).toHaveCount(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}

test('a new homework with its file shows its progress, and Cancel Upload stops it with nothing saved', async ({
  page,
}) => {
  const title = `Held homework ${Date.now()}`;
  await signIn(page, DEMO.teacher);
  await expectPath(page, '/dashboard');
  await page.goto('/homework-admin');
  const upload = page.getByRole('form', { name: 'Upload Homework' });
  await upload.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Subject', { exact: true }).selectOption({ label: 'Mathematics' });
  const chapters = page.getByLabel('Chapter', { exact: true });
  await expect(chapters).toBeEnabled();
  await chapters.selectOption({ label: 'Chapter 1: Number' });
  const due = new Date();
  due.setDate(due.getDate() + 3);
  await pickDueDate(page, 'Due Date & Time', due);
  await upload.locator('input[type=file]').setInputFiles(pdfUpload('held-sheet.pdf', 'held'));
  const held = await holdRequests(page, '**/api/homeworks');
  await upload.getByRole('button', { name: 'Upload Homework' }).click();
  await expectProgressThenCancel(page, upload, held);

  // Nothing was created: after a reload the list does not hold it.
  await page.reload();
  const list = page.getByRole('table', { name: 'Homeworks' });
  await expect(list.getByRole('row').first()).toBeVisible();
  await expect(list.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
});

test('a grade with a correction file shows its progress, and Cancel Upload stops it with nothing saved', async ({
  page,
}) => {
  await signIn(page, DEMO.teacher);
  await expectPath(page, '/dashboard');
  await page.goto('/student-submissions-admin');
  await page.getByLabel('Status').selectOption({ label: 'Submitted' });
  const grade = page.getByRole('button', { name: /^Grade / }).first();
  const name = ((await grade.getAttribute('aria-label')) ?? (await grade.textContent()) ?? '').replace(
    /^Grade /,
    '',
  );
  await grade.click();
  const dialog = page.getByRole('dialog', { name: 'Grade Submission' });
  await dialog.getByLabel('Grade (0-100)').fill('75');
  await dialog.locator('input[type=file]').setInputFiles(pdfUpload('held-corrections.pdf', 'held'));
  const held = await holdRequests(page, '**/api/*-submissions/*/grade');
  await dialog.getByRole('button', { name: 'Save Grade' }).click();
  await expectProgressThenCancel(page, dialog, held);

  // Still ungraded: the card keeps its Grade button.
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.reload();
  await page.getByLabel('Status').selectOption({ label: 'Submitted' });
  await expect(page.getByRole('button', { name: `Grade ${name}`, exact: true })).toBeVisible();
});
