import { readFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures';
import { DEMO, expectPath, parentSignIn, pdfUpload, signIn, signOut } from './helpers';

// The demo seed: Malak handed in the closed IGCSE Mathematics homework and awaits her grade;
// her parent Khaled also has Youssef, whose copy of the same homework is already graded 88.
const malak = 'malak.mostafa@students.sabora.school';
const homework = 'Mathematics: warm-up exercises';
const feedback = 'Well done: compare your last answer with the worked solutions.';
const corrections = pdfUpload('worked-solutions.pdf', 'worked solutions');

test('a teacher grades a homework; the student and the parent see the grade and the correction file', async ({
  page,
}) => {
  // Four roles sign in one after the other: near 40 s on a busy 2-core machine.
  test.setTimeout(90_000);
  await signIn(page, DEMO.teacher);
  await expectPath(page, '/dashboard');
  await page
    .getByRole('region', { name: 'Your tools' })
    .getByRole('link', { name: /Student Submissions/ })
    .click();
  await expectPath(page, '/student-submissions-admin');

  // Missing work: students of the subject who never handed in the closed homework.
  await page.getByLabel('Status').selectOption({ label: 'Missing' });
  const missing = page.getByRole('listitem', { name: `Jana Nour — ${homework}` });
  await expect(missing.getByText('Missing', { exact: true })).toBeVisible();
  await expect(missing.getByRole('button', { name: /^Grade / })).toHaveCount(0);
  await page.getByLabel('Status').selectOption({ label: 'All Status' });

  await page.getByLabel('Search submissions').fill('Malak');
  const card = page.getByRole('listitem', { name: `Malak Mostafa — ${homework}` });
  await expect(card.getByText('Submitted', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: `Grade Malak Mostafa — ${homework}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Grade Submission' });
  await dialog.getByLabel('Grade (0-100)').fill('101');
  await dialog.getByRole('button', { name: 'Save Grade' }).click();
  await expect(dialog.getByText('Please enter a valid grade between 0 and 100.')).toBeVisible();
  await dialog.getByLabel('Grade (0-100)').fill('88');
  await dialog.getByLabel('Feedback').fill(feedback);
  await dialog.locator('input[type=file]').setInputFiles(corrections);
  await dialog.getByRole('button', { name: 'Save Grade' }).click();
  await expect(page.getByText('Grade updated successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Grade: 88/100')).toBeVisible();
  await expect(card.getByRole('button', { name: `Update Grade Malak Mostafa — ${homework}` })).toBeVisible();
  await signOut(page);

  // The student: the homework's status line, then the grade card on /grades and its correction file.
  await signIn(page, malak);
  await expectPath(page, '/home-students');
  await page.goto('/homeworks-students');
  const homeworkCard = page.getByRole('article', { name: homework });
  await expect(homeworkCard.getByText('Graded: 88/100')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Student navigation' })
    .getByRole('link', { name: 'Grades' })
    .click();
  await expectPath(page, '/grades');
  await expect(page.getByRole('heading', { name: 'My Grades' })).toBeVisible();
  const grade = page.getByRole('listitem', { name: homework });
  await expect(grade.getByText('88/100')).toBeVisible();
  await expect(grade.getByLabel('Band A')).toHaveText('A');
  await expect(grade.getByText(feedback)).toBeVisible();
  const download = page.waitForEvent('download');
  await grade.getByRole('button', { name: 'Download correction worked-solutions.pdf' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('worked-solutions.pdf');
  expect(readFileSync(await file.path(), 'utf8')).toContain('% worked solutions');
  await signOut(page);

  // The parent: the dashboard's Grades card, then Malak among the two children.
  await parentSignIn(page, DEMO.parent.email, DEMO.parent.phone);
  await expectPath(page, '/dashboard');
  // The dashboard's Grades card (the parent navigation beside the page has a Grades link too).
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Grades/ })
    .click();
  await page.getByRole('radiogroup', { name: 'Child' }).getByText('Malak Mostafa', { exact: true }).click();
  await expect(page.getByRole('heading', { name: "Malak Mostafa's Grades" })).toBeVisible();
  const childGrade = page.getByRole('listitem', { name: homework });
  await expect(childGrade.getByText('88/100')).toBeVisible();
  await expect(childGrade.getByText(feedback)).toBeVisible();
  await expect(
    childGrade.getByRole('button', { name: 'Download correction worked-solutions.pdf' }),
  ).toBeVisible();
  await signOut(page);

  // The admin: the grade is in the audit log, with who gave it and the change.
  await signIn(page, DEMO.admin);
  await expectPath(page, '/home-admin');
  await page
    .getByRole('navigation', { name: 'Staff navigation' })
    .getByRole('link', { name: 'Audit Log' })
    .click();
  await expectPath(page, '/home-admin/audit');
  await page.getByLabel('Action').selectOption({ label: 'Grade changed' });
  await page.getByLabel('Search').fill('Malak');
  const entry = page
    .getByRole('table', { name: 'Audit log' })
    .getByRole('row')
    .filter({ hasText: `Malak Mostafa: homework '${homework}'` });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByText(DEMO.teacher)).toBeVisible();
  await expect(entry.getByText('— → 88')).toBeVisible();
});
