import { expect, test } from '../support/fixtures';
import { expectPath, handIn, pdfUpload, signIn, signOut } from './helpers';

// Ziad (American system, demo seed) handed in his SAT Math mid-term early and replaced it once; it
// is not graded and not due yet, so he may replace it again. His SAT Math formula sheet is still to
// do. Mona Hassan teaches SAT Math.
const ziad = 'ziad.youssef@students.sabora.school';
const mona = 'mona.hassan@sabora.school';
const exam = 'SAT Math: mid-term exam';
const homework = 'SAT Math: formula sheet';

test('a hand-in shows how much is sent, and Cancel Upload stops it with nothing handed in', async ({
  page,
}) => {
  await signIn(page, ziad);
  await expectPath(page, '/home-students');
  await page.goto('/homeworks-students');
  const card = page.getByRole('article', { name: homework });
  await expect(card.getByText('Not submitted')).toBeVisible();
  // The server is slow to answer: the upload is held until the student stops it.
  let held = false;
  await page.route('**/api/homework-submissions/submit', () => {
    held = true;
  });
  await card.locator('input[type=file]').setInputFiles(pdfUpload('formula-sheet.pdf', 'F = ma'));
  await handIn(card, 'Submit Homework');
  // Held before it is sent, the upload reads 0 %: the bar is there, empty, with the count beside it.
  await expect(card.getByText(/^Uploading… \d+%$/)).toBeVisible();
  await expect(card.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
    'aria-valuenow',
    /^\d+$/,
  );
  expect(held).toBe(true);
  await card.getByRole('button', { name: 'Cancel Upload' }).click();
  await expect(card.getByText('Upload cancelled.')).toBeVisible();
  await expect(card.getByRole('progressbar')).toHaveCount(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // Nothing was handed in: after a reload the form is still there.
  await page.reload();
  await expect(page.getByRole('article', { name: homework }).getByText('Not submitted')).toBeVisible();
});

test('a student replaces an ungraded hand-in before its due date, and the teacher sees the latest with the earlier ones', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, ziad);
  await expectPath(page, '/home-students');
  await page.goto('/exams-students');
  const card = page.getByRole('article', { name: exam });
  await expect(card.getByRole('button', { name: /mid-term-answers\.txt/ })).toBeVisible();
  await card.getByRole('button', { name: 'Replace Files' }).click();
  await card.locator('input[type=file]').setInputFiles(pdfUpload('mid-term-final.pdf', 'final answers'));
  await card.getByRole('button', { name: 'Replace Files' }).click();
  const dialog = page.getByRole('dialog', { name: 'Replace your hand-in with these files?' });
  await expect(dialog.getByRole('listitem')).toContainText('mid-term-final.pdf');
  await dialog.getByRole('button', { name: 'Replace Files' }).click();
  await expect(card.getByText('Hand-in replaced.')).toBeVisible();
  await expect(card.getByRole('button', { name: /mid-term-final\.pdf/ })).toBeVisible();
  await expect(card.getByRole('button', { name: /mid-term-answers\.txt/ })).toHaveCount(0);
  // Still ungraded and before the due date: it may be replaced again.
  await expect(card.getByRole('button', { name: 'Replace Files' })).toBeVisible();
  await signOut(page);

  await signIn(page, mona);
  await expectPath(page, '/dashboard');
  await page.goto('/student-submissions-admin');
  await page.getByRole('tab', { name: 'Exams' }).click();
  await page.getByLabel('Search submissions').fill(exam);
  await page.getByRole('button', { name: `View Ziad Youssef — ${exam}` }).click();
  const details = page.getByRole('dialog', { name: 'Submission Details' });
  await expect(details.getByRole('button', { name: 'Download mid-term-final.pdf' })).toBeVisible();
  await expect(details.getByText('Replaced files (earlier hand-ins)')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Download replaced mid-term-draft.txt' })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Download replaced mid-term-answers.txt' })).toBeVisible();
});
