import { expect, test } from '../support/fixtures';
import { DEMO, expectPath, handIn, pdfUpload, signIn, signOut } from './helpers';
import { gradient, solve } from './quiz-helpers';

/**
 * A homework's multiple-choice questions are answered online, saved as chosen, handed in
 * with the files, marked automatically, and the teacher sees the answers and the mark beside them.
 */
const homework = 'Mathematics: chapter 1 practice';
const work = pdfUpload('working.pdf', 'my working');

test('a student answers a homework question online and the teacher sees it marked beside the files', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.student);
  await expectPath(page, '/home-students');
  await page.goto('/homeworks-students');
  const card = page.getByRole('article', { name: homework });
  const questions = card.getByRole('region', { name: 'Questions' });
  await questions
    .getByRole('radiogroup', { name: `1. ${solve.title}` })
    .getByRole('radio', { name: `A. ${solve.right}`, exact: true })
    .check();
  await expect(questions.getByText('Answers saved')).toBeVisible();

  // Saved on the server: a reload finds the answer.
  await page.reload();
  const again = page.getByRole('article', { name: homework }).getByRole('region', { name: 'Questions' });
  await expect(
    again
      .getByRole('radiogroup', { name: `1. ${solve.title}` })
      .getByRole('radio', { name: `A. ${solve.right}` }),
  ).toBeChecked();
  await expect(again.getByText('Answered 1 of 2')).toBeVisible();

  await page.getByRole('article', { name: homework }).locator('input[type=file]').setInputFiles(work);
  await handIn(page.getByRole('article', { name: homework }), 'Submit Homework');
  await expect(
    page.getByRole('article', { name: homework }).getByText('Submitted, awaiting grading'),
  ).toBeVisible();
  await signOut(page);

  await signIn(page, DEMO.teacher);
  await expectPath(page, '/dashboard');
  await page.goto('/student-submissions-admin');
  await page.getByLabel('Search submissions').fill('Youssef');
  const submission = page.getByRole('listitem', { name: `Youssef Mostafa — ${homework}` });
  await submission.getByRole('button', { name: `Grade Youssef Mostafa — ${homework}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Grade Submission' });
  const review = dialog.getByRole('region', { name: 'Questions answered online' });
  await expect(review.getByText('Questions answered online: 1/2 right (50%)')).toBeVisible();
  await expect(review.getByText(`Answer: ${solve.right}`)).toBeVisible();
  await expect(review.getByText('Answer: Not answered')).toBeVisible();
  await expect(review.getByText(`Correct answer: ${gradient.right}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await submission.getByRole('button', { name: /^View / }).click();
  const details = page.getByRole('dialog', { name: 'Submission Details' });
  await expect(details.getByText('working.pdf')).toBeVisible();
  await expect(details.getByText('Questions answered online: 1/2 right (50%)')).toBeVisible();
});
