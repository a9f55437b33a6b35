import { type Browser, expect, type Page, test } from '../support/fixtures';
import { apiAuth, DEMO, expectPath, signIn } from './helpers';
import { createMathsQuiz, option, secondsLeft, solve, startQuiz } from './quiz-helpers';

/**
 * Quiz answers live on the server, not in the tab. An answer survives closing the page
 * and signing in on another device, the clock goes on rather than restarting, and when the time
 * runs out with no tab open the server submits the saved answers.
 */

/** A fresh browser (another device): nothing of the first one's storage. */
async function onNewDevice(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO.student);
  await expectPath(page, '/home-students');
  await page.goto('/quiz-students');
  return page;
}

/** Starts the quiz (after the ready step), answers the first question rightly and waits for the save. */
async function startAndAnswer(page: Page, title: string) {
  const attempt = await startQuiz(page, title);
  await option(attempt, solve, solve.right).check();
  await expect(attempt.getByText('Answers saved')).toBeVisible();
  return attempt;
}

test('an answer survives closing the page and signing in again on another device', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const title = 'Resume anywhere';
  await createMathsQuiz(request, { title, description: 'Answers live on the server.', durationMinutes: 10 });

  const first = await onNewDevice(browser);
  const attempt = await startAndAnswer(first, title);
  const timer = attempt.getByRole('timer', { name: 'Time left' });
  // Let the clock run, so a reset to the full duration could not pass for it.
  await expect.poll(() => secondsLeft(timer), { timeout: 15_000 }).toBeLessThanOrEqual(600 - 3);
  const before = await secondsLeft(timer);
  await first.context().close();

  const second = await onNewDevice(browser);
  const card = second.getByRole('article', { name: title, exact: true });
  await expect(card.getByText('In progress')).toBeVisible();
  await card.getByRole('button', { name: 'Resume', exact: true }).click();
  const resumed = second.getByRole('dialog', { name: title });
  await expect(resumed.getByText('Answered 1 of 2')).toBeVisible();
  await expect(option(resumed, solve, solve.right)).toBeChecked();
  const after = await secondsLeft(resumed.getByRole('timer', { name: 'Time left' }));
  expect(after).toBeLessThanOrEqual(before);
  expect(after).toBeGreaterThan(600 - 60);

  await resumed.getByRole('button', { name: 'Next' }).click();
  await resumed.getByRole('button', { name: 'Submit' }).click();
  await expect(resumed.getByText(/^1 question is unanswered and will count as wrong\./)).toBeVisible();
  await resumed.getByRole('button', { name: 'Submit Now' }).click();
  const result = second.getByRole('dialog', { name: 'Quiz Result' });
  await expect(result.getByText('Score: 50%')).toBeVisible();
  await second.context().close();
});

test('when the time runs out with no tab open, the server submits the saved answers', async ({
  browser,
  request,
}) => {
  // A 1-minute quiz: the server submits 30 s (the grace a tab's own submit gets) after it runs out.
  test.setTimeout(180_000);
  const title = 'Gone before the bell';
  await createMathsQuiz(request, { title, description: 'The tab is closed.', durationMinutes: 1 });

  const first = await onNewDevice(browser);
  await startAndAnswer(first, title);
  await first.context().close();

  const auth = await apiAuth(request, DEMO.student);
  await expect
    .poll(
      async () => {
        const mine = await request.get('/api/quiz-submissions/my', { headers: auth });
        return (await mine.json()).data.some((s: { quiz: { title: string } }) => s.quiz.title === title);
      },
      { timeout: 150_000, intervals: [5_000] },
    )
    .toBe(true);

  const second = await onNewDevice(browser);
  await second.getByRole('tab', { name: 'My Results' }).click();
  const graded = second.getByRole('article', { name: title, exact: true });
  await expect(
    graded.getByText('Time ran out: the quiz was submitted for you with the answers you saved.'),
  ).toBeVisible();
  await expect(graded.getByText('Score: 50%')).toBeVisible();
  await expect(graded.getByText('Graded')).toBeVisible();
  await graded.getByRole('button', { name: 'Review Answers' }).click();
  await expect(graded.getByText('Your answer: x = 5')).toBeVisible();
  await expect(graded.getByText('Your answer: Not answered')).toBeVisible();
  // The quiz keeps the default: no answer key while classmates may still be taking it.
  await expect(graded.getByText(/^Correct answers will be shown after the due date, from /)).toBeVisible();
  await expect(graded.getByText(/^Correct answer: /)).toHaveCount(0);
  await second.context().close();
});
