import { expect, test } from '../support/fixtures';
import { expectPath, signIn } from './helpers';
import { createMathsQuiz, gradient, option, solve, startQuiz } from './quiz-helpers';

// Jana (IGCSE, demo seed) takes Mathematics; the quiz is this test's own.
const jana = 'jana.nour@students.sabora.school';
const quiz = {
  title: `Review straight away ${Date.now()}`,
  description: 'Two questions.',
  durationMinutes: 10,
};

test("the quiz result's Review Answers opens the per-question review of that attempt", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await createMathsQuiz(request, quiz);
  await signIn(page, jana);
  await expectPath(page, '/home-students');
  await page.goto('/quiz-students');

  const attempt = await startQuiz(page, quiz.title);
  await option(attempt, solve, solve.right).check();
  await attempt.getByRole('button', { name: 'Next' }).click();
  await option(attempt, gradient, '7').check();
  await attempt.getByRole('button', { name: 'Submit' }).click();
  await attempt.getByRole('button', { name: 'Submit Now' }).click();

  const result = page.getByRole('dialog', { name: 'Quiz Result' });
  await expect(result.getByText('Score: 50%')).toBeVisible();
  await result.getByRole('button', { name: 'Review Answers' }).click();
  await expect(result).toBeHidden();

  await expect(page.getByRole('tab', { name: 'My Results' })).toHaveAttribute('aria-selected', 'true');
  const graded = page.getByRole('article', { name: quiz.title, exact: true });
  const toggle = graded.getByRole('button', { name: 'Review Answers' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toBeFocused();
  await expect(toggle).toBeInViewport();
  const review = graded.getByRole('listitem');
  await expect(review).toHaveCount(2);
  await expect(review.nth(0).getByText('Your answer: x = 5')).toBeVisible();
  await expect(review.nth(1)).toContainText(gradient.title);
  await expect(review.nth(1).getByText('Your answer: 7')).toBeVisible();
});
