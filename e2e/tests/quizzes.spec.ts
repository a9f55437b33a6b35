import { expect, type Page, test } from '../support/fixtures';
import { DEMO, expectPath, pickDueDate, signIn, signOut } from './helpers';
import { createMathsQuiz, gradient, option, secondsLeft, solve } from './quiz-helpers';

const quiz = {
  title: 'Algebra check',
  description: 'Two questions on linear equations and gradients.',
  durationMinutes: 10,
};
const timed = { title: 'Timed gradients', durationMinutes: 10 };

async function openQuizzes(page: Page) {
  await signIn(page, DEMO.student);
  await expectPath(page, '/home-students');
  await page.goto('/quiz-students');
  await expect(page.getByRole('tab', { name: 'Available Quizzes' })).toHaveAttribute('aria-selected', 'true');
}

// The student takes the quiz the teacher built in the first test.
test.describe.configure({ mode: 'serial' });

test('a teacher creates a quiz from the question bank', async ({ page }) => {
  test.setTimeout(60_000);

  await signIn(page, DEMO.teacher);
  await expectPath(page, '/dashboard');
  await page.goto('/quizzes-admin');
  await expect(page.getByRole('heading', { name: 'Quizzes Management' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Create Quiz' });
  await form.getByLabel('Title', { exact: true }).fill(quiz.title);
  await form.getByLabel('Description', { exact: true }).fill(quiz.description);
  const due = new Date();
  due.setDate(due.getDate() + 3);
  await pickDueDate(page, 'Due Date & Time', due);
  await expect(form.getByLabel('Due Date & Time', { exact: true })).toContainText('23:59');
  await form.getByLabel('Duration (Minutes)').fill(String(quiz.durationMinutes));
  const questions = form.getByRole('group', { name: 'Questions' });
  await expect(questions.getByText('Please select a subject first.')).toBeVisible();
  const subject = form.getByLabel('Subject', { exact: true });
  await expect(subject).toBeEnabled();
  await subject.selectOption({ label: 'Mathematics' });
  const bank = questions.getByRole('list', { name: 'Question bank' });
  // At least the two demo questions (another spec may add to the bank when the whole suite runs).
  await expect(bank.getByRole('checkbox', { name: solve.title })).toBeVisible();
  await expect(questions.getByText('Selected Questions: 0')).toBeVisible();
  await bank.getByRole('checkbox', { name: solve.title }).check();
  await bank.getByRole('checkbox', { name: gradient.title }).check();
  await expect(questions.getByText('Selected Questions: 2')).toBeVisible();
  // The student reviews the right answers at once (the default waits for the due date).
  const showAnswers = form.getByRole('combobox', { name: /^Show Correct Answers/ });
  await expect(showAnswers).toHaveValue('afterDue');
  await showAnswers.selectOption({ label: 'Right after submitting' });
  await form.getByRole('button', { name: 'Create Quiz' }).click();

  await expect(form.getByRole('status')).toHaveText('Quiz created successfully!');
  // The form empties itself after the create.
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue('');
  await expect(questions.getByText('Please select a subject first.')).toBeVisible();

  const card = page
    .getByRole('list', { name: 'Created Quizzes' })
    .getByRole('listitem', { name: quiz.title, exact: true });
  await expect(card).toBeVisible();
  await expect(card.getByText('Mathematics · IGCSE-0580')).toBeVisible();
  await expect(card.getByText(quiz.description)).toBeVisible();
  await expect(card.getByText(/^Due /)).toBeVisible();
  await expect(card.getByText('2 questions')).toBeVisible();
  await expect(card.getByText(`${quiz.durationMinutes} min`, { exact: true })).toBeVisible();
  await expect(card.getByText('0 attempts')).toBeVisible();
  await expect(card.getByRole('button', { name: `Edit ${quiz.title}` })).toBeVisible();

  await signOut(page);
});

test('the student takes the quiz, sees the result and reviews it in My Results', async ({ page }) => {
  test.setTimeout(60_000);

  await openQuizzes(page);
  const card = page.getByRole('article', { name: quiz.title, exact: true });
  await expect(card.getByText('Subject: Mathematics')).toBeVisible();
  await expect(card.getByText(`Duration: ${quiz.durationMinutes} minutes`)).toBeVisible();
  await expect(card.getByText('Questions: 2')).toBeVisible();
  await expect(card.getByText(quiz.description)).toBeVisible();
  await expect(card.getByText('In progress')).toHaveCount(0);
  await card.getByRole('button', { name: 'Start', exact: true }).click();
  // The clock starts once the student says they are ready.
  const ready = page.getByRole('dialog', { name: 'Ready? The timer starts now' });
  await expect(ready.getByText('2 questions, 10 minutes.')).toBeVisible();
  await ready.getByRole('button', { name: 'Start Quiz' }).click();

  const attempt = page.getByRole('dialog', { name: quiz.title });
  await expect(attempt.getByRole('timer', { name: 'Time left' })).toHaveText(/^(10:00|9:5\d)$/);
  await expect(attempt.getByText('Question 1 of 2')).toBeVisible();
  await expect(attempt.getByRole('radiogroup', { name: solve.title }).getByRole('radio')).toHaveCount(4);
  await expect(attempt.getByText('Answered 0 of 2')).toBeVisible();
  await option(attempt, solve, solve.right).check();
  await expect(attempt.getByText('Answered 1 of 2')).toBeVisible();
  await expect(attempt.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await attempt.getByRole('button', { name: 'Next' }).click();

  // The second question is left unanswered.
  await expect(attempt.getByText('Question 2 of 2')).toBeVisible();
  await expect(attempt.getByRole('radiogroup', { name: gradient.title })).toBeVisible();
  await expect(attempt.getByText('1 unanswered question will count as wrong.')).toBeVisible();
  await attempt.getByRole('button', { name: 'Submit' }).click();
  await expect(attempt.getByText(/^1 question is unanswered and will count as wrong\./)).toBeVisible();
  await attempt.getByRole('button', { name: 'Submit Now' }).click();

  const result = page.getByRole('dialog', { name: 'Quiz Result' });
  await expect(result.getByText(quiz.title)).toBeVisible();
  await expect(result.getByText('Score: 50%')).toBeVisible();
  await expect(result.getByText('Correct answers: 1/2')).toBeVisible();
  await expect(result.getByText('Graded')).toBeVisible();
  await expect(attempt).toBeHidden();
  await result.getByRole('button', { name: 'Done' }).click();
  await expect(result).toBeHidden();

  // Submitted: no longer available.
  await expect(page.getByRole('article', { name: quiz.title, exact: true })).toHaveCount(0);

  await page.getByRole('tab', { name: 'My Results' }).click();
  const graded = page.getByRole('article', { name: quiz.title, exact: true });
  await expect(graded.getByText('Subject: Mathematics')).toBeVisible();
  await expect(graded.getByText('Graded')).toBeVisible();
  await expect(graded.getByText('Score: 50%')).toBeVisible();
  await expect(graded.getByText('Correct answers: 1/2')).toBeVisible();
  await expect(graded.getByText(/^Time taken: 0m \d{2}s$/)).toBeVisible();
  await expect(graded.getByText(/^Submitted: /)).toBeVisible();
  await graded.getByRole('button', { name: 'Review Answers' }).click();
  const review = graded.getByRole('listitem');
  await expect(review).toHaveCount(2);
  await expect(review.nth(0)).toContainText('Right');
  await expect(review.nth(0)).toContainText(solve.title);
  await expect(review.nth(0).getByText('Your answer: x = 5')).toBeVisible();
  await expect(review.nth(0).getByText('Correct answer: x = 5')).toBeVisible();
  await expect(review.nth(1)).toContainText('Wrong');
  await expect(review.nth(1)).toContainText(gradient.title);
  await expect(review.nth(1).getByText('Your answer: Not answered')).toBeVisible();
  await expect(review.nth(1).getByText('Correct answer: 4')).toBeVisible();

  // Still gone after a reload: the server, not the page, dropped it.
  await page.reload();
  await expect(page.getByRole('article', { name: 'Mathematics: weekly quiz' })).toBeVisible();
  await expect(page.getByRole('article', { name: quiz.title, exact: true })).toHaveCount(0);
});

test('a reload during the attempt keeps the remaining time', async ({ page, request }) => {
  test.setTimeout(60_000);

  await createMathsQuiz(request, { ...timed, description: 'Resume after a reload.' });
  await openQuizzes(page);
  await page
    .getByRole('article', { name: timed.title, exact: true })
    .getByRole('button', { name: 'Start', exact: true })
    .click();
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  const attempt = page.getByRole('dialog', { name: timed.title });
  const timer = attempt.getByRole('timer', { name: 'Time left' });
  await expect(timer).toHaveText(/^\d+:\d{2}$/);
  const full = timed.durationMinutes * 60;
  expect(await secondsLeft(timer)).toBeLessThanOrEqual(full);
  await option(attempt, solve, solve.right).check();
  // Let the clock run a few seconds, so a reset to the full duration could not pass for it.
  await expect.poll(() => secondsLeft(timer), { timeout: 15_000 }).toBeLessThanOrEqual(full - 3);
  const before = await secondsLeft(timer);

  await page.reload();
  const card = page.getByRole('article', { name: timed.title, exact: true });
  await expect(card.getByText('In progress')).toBeVisible();
  await card.getByRole('button', { name: 'Resume', exact: true }).click();
  await expect(timer).toHaveText(/^\d+:\d{2}$/);
  const after = await secondsLeft(timer);
  expect(after).toBeLessThanOrEqual(before);
  expect(after).toBeLessThanOrEqual(full - 3);
  expect(after).toBeGreaterThan(full - 60);
  // The answer given before the reload is still there.
  await expect(attempt.getByText('Answered 1 of 2')).toBeVisible();
  await expect(option(attempt, solve, solve.right)).toBeChecked();

  // The resumed attempt still goes in: a wrong second answer makes 1 of 2.
  await attempt.getByRole('button', { name: 'Next' }).click();
  await option(attempt, gradient, '−4').check();
  await attempt.getByRole('button', { name: 'Submit' }).click();
  await attempt.getByRole('button', { name: 'Submit Now' }).click();
  const result = page.getByRole('dialog', { name: 'Quiz Result' });
  await expect(result.getByText('Score: 50%')).toBeVisible();
  await expect(result.getByText('Correct answers: 1/2')).toBeVisible();
});
