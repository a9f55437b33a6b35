import { type APIRequestContext, expect, type Locator, test } from '../support/fixtures';
import { apiAuth, DEMO, expectPath, signIn } from './helpers';
import { clippedElements, describeClipped, expectFitsPhone, PHONE } from './phone-helpers';
import { option, solve } from './quiz-helpers';

// A quiz taken on a 360 × 740 phone.
test.use({ viewport: PHONE });

const title = `Phone quiz ${Date.now()}`;
/** A question long enough that the screen scrolls to reach its choices and Submit. */
const long = {
  title: 'Which statement about the sequence below is true?',
  header: Array.from(
    { length: 30 },
    (_, i) => `Term ${i + 1}: the sequence adds 4 each time, starting from 3, so this term is ${3 + 4 * i}.`,
  ).join(' '),
  options: ['It is geometric', 'Its nth term is 4n − 1', 'Its 10th term is 43', 'It decreases'],
  right: 'Its nth term is 4n − 1',
};

/** A Mathematics quiz of the demo "Solve 3x + 5 = 20." and the long question, due in 3 days. */
async function createQuiz(request: APIRequestContext) {
  const headers = await apiAuth(request, DEMO.teacher);
  const subjects = await request.get('/api/subjects?search=IGCSE-0580', { headers });
  const subject: string = (await subjects.json()).data[0]._id;
  const chapters = await request.get(`/api/chapters/subject/${subject}`, { headers });
  const chapter: string = (await chapters.json()).data[0]._id;
  const form = new FormData();
  for (const [key, value] of Object.entries({ subject, chapter, title: long.title, header: long.header })) {
    form.append(key, value);
  }
  for (const choice of long.options) form.append('options', choice);
  form.append('rightChoice', long.right);
  const question = await request.post('/api/question-bank', { headers, multipart: form });
  expect(question.status()).toBe(201);
  const bank = await (await request.get(`/api/question-bank?subject=${subject}`, { headers })).json();
  const solveId = bank.data.find((q: { title: string }) => q.title === solve.title)._id;
  const created = await request.post('/api/quizzes', {
    headers,
    data: {
      title,
      description: 'Taken on a phone.',
      subject,
      questions: [solveId, (await question.json()).data._id],
      durationMinutes: 10,
      dueDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      // The review below reads the Right badges, shown at once with this setting.
      showCorrectAnswers: 'afterSubmit',
    },
  });
  expect(created.status()).toBe(201);
}

/** A finger-sized target: at least 44 px tall (web/src/lib/touch-target.ts). */
async function expectTouchSized(target: Locator) {
  const box = await target.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

test('a student takes a quiz on a phone: large choices, the clock always in sight, then the grade', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await createQuiz(request);
  await signIn(page, DEMO.student);
  await expectPath(page, '/home-students');
  await page.goto('/quiz-students');
  await page
    .getByRole('article', { name: title, exact: true })
    .getByRole('button', { name: 'Start', exact: true })
    .click();
  const start = page.getByRole('dialog', { name: 'Ready? The timer starts now' }).getByRole('button', {
    name: 'Start Quiz',
  });
  await expectTouchSized(start);
  await start.click();

  // The attempt takes the whole screen.
  const attempt = page.getByRole('dialog', { name: title });
  const timer = attempt.getByRole('timer', { name: 'Time left' });
  await expect(timer).toHaveText(/^(10:00|9:[0-5]\d)$/, { timeout: 30_000 });
  expect((await attempt.boundingBox())?.width).toBe(PHONE.width);
  for (const choice of solve.options)
    await expectTouchSized(attempt.getByText(`${'ABCD'[solve.options.indexOf(choice)]}. ${choice}`));
  await expectTouchSized(attempt.getByRole('button', { name: 'Close Quiz' }));
  await option(attempt, solve, solve.right).check();
  const next = attempt.getByRole('button', { name: 'Next' });
  await expectTouchSized(next);
  await next.click();

  // The last question is longer than the screen: scrolled down to Submit, the clock is still there.
  await expect(attempt.getByText('Question 2 of 2')).toBeVisible();
  const submit = attempt.getByRole('button', { name: 'Submit' });
  const before = await timer.boundingBox();
  await submit.scrollIntoViewIfNeeded();
  const scrolled = await page.locator('.mantine-Modal-content').evaluate((box) => box.scrollTop);
  expect(scrolled).toBeGreaterThan(300);
  await expect(timer).toBeInViewport({ ratio: 1 });
  expect((await timer.boundingBox())?.y).toBe(before?.y);
  expect((await clippedElements(page)).map(describeClipped)).toEqual([]);
  const right = attempt
    .getByRole('radiogroup', { name: long.title })
    .getByRole('radio', { name: `B. ${long.right}`, exact: true });
  await right.check();
  await expect(timer).toBeInViewport({ ratio: 1 });
  await expectTouchSized(submit);
  await submit.click();
  const submitNow = attempt.getByRole('button', { name: 'Submit Now' });
  await expectTouchSized(submitNow);
  await submitNow.click();

  const result = page.getByRole('dialog', { name: 'Quiz Result' });
  await expect(result.getByText('Score: 100%')).toBeVisible();
  await result.getByRole('button', { name: 'Done' }).click();

  // My Results: the review's Right badges read in full.
  await page.getByRole('tab', { name: 'My Results' }).click();
  const graded = page.getByRole('article', { name: title, exact: true });
  await graded.getByRole('button', { name: 'Review Answers' }).click();
  await expect(graded.getByRole('listitem').filter({ hasText: 'Right' })).toHaveCount(2);
  await expectFitsPhone(page);

  // The grade on /grades, reached through the student's menu.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Grades' }).click();
  await expectPath(page, '/grades');
  await expect(page.getByRole('heading', { name: 'My Grades' })).toBeVisible();
  const grade = page.getByRole('list', { name: 'Grades' }).getByRole('listitem', { name: title });
  await expect(grade.getByText('100', { exact: false }).first()).toBeVisible();
  await expectFitsPhone(page);
});
