import { expect, type Page, test } from '../support/fixtures';
import { DEMO, signIn } from './helpers';

const NONSENSE = 'zzqx-nothing';

/** Searches for nonsense, reads the empty state that names it, clears it, and sees the list again. */
async function searchNothingThenClear(page: Page, path: string, searchLabel: string, what: string) {
  await page.goto(path);
  const box = page.getByLabel(searchLabel, { exact: true });
  await expect(box).toBeVisible();
  await box.fill(NONSENSE);
  const empty = page.getByRole('status').filter({ hasText: `No ${what} match "${NONSENSE}"` });
  await expect(empty).toBeVisible();
  await empty.getByRole('button', { name: 'Clear search' }).click();
  await expect(box).toHaveValue('');
  await expect(empty).toBeHidden();
}

test('staff screens say which search found nothing, and clear it', async ({ page }) => {
  test.setTimeout(150_000); // nine screens
  await signIn(page, DEMO.admin);
  await page.waitForURL('**/home-admin');

  await searchNothingThenClear(page, '/students-admin', 'Search students', 'students');
  // Not the "nothing yet" text of an empty school.
  await expect(page.getByText('No students found. Add your first student!')).toBeHidden();
  await expect(page.getByRole('row', { name: /Youssef Mostafa/ })).toBeVisible();

  await searchNothingThenClear(page, '/teachers-admin', 'Search teachers', 'teachers');
  await searchNothingThenClear(page, '/parents-admin', 'Search parents', 'parents');
  await searchNothingThenClear(page, '/subjects-admin', 'Search subjects', 'subjects');
  await searchNothingThenClear(page, '/library-admin', 'Search', 'library items');
  await searchNothingThenClear(page, '/quizzes-admin', 'Search quizzes', 'quizzes');
  await searchNothingThenClear(page, '/virtualclasses-admin', 'Search classes', 'virtual classes');
  await searchNothingThenClear(
    page,
    '/student-submissions-admin',
    'Search submissions',
    'homework submissions',
  );
  await searchNothingThenClear(page, '/home-admin/audit', 'Search', 'audit entries');
});

test("a student's searches that find nothing say so too", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.student);
  await page.waitForURL('**/home-students');
  await searchNothingThenClear(page, '/homeworks-students', 'Search homeworks', 'homeworks');
  await searchNothingThenClear(page, '/exams-students', 'Search exams', 'exams');
  await searchNothingThenClear(page, '/subjects', 'Search subjects', 'subjects');
  await searchNothingThenClear(page, '/library', 'Search subjects', 'subjects');
});
