import { expect, type Page, test } from '../support/fixtures';
import { axeViolations, inEachPass, type Pass, settle, words } from './axe-helpers';
import { DEMO, expectPath, signIn } from './helpers';

// The insight screens a teacher opens beside their lists, read in English (light) and Arabic
// (dark) with axe. Demo data (server/src/seed/demo-history.ts, demo-quizzes.ts): Mathematics'
// term opener was handed in and graded by all six of its students; its quick check has one attempt.

const homework = 'Mathematics: term opener';
const quiz = 'Mathematics: quick check';

/**
 * Opens the statistics of `title` from a staff list, turning its pages until the item shows (the
 * lists are newest first, and other tests add work).
 */
async function openStatistics(page: Page, pass: Pass, title: string, button: string) {
  const opener = page.getByRole('button', { name: new RegExp(title) }).filter({ hasText: button });
  const next = page.getByRole('button', { name: words(pass.language, 'common')('pager.next') });
  for (let turns = 0; !(await opener.isVisible()); turns++) {
    expect(turns, `${title} on the list`).toBeLessThan(10);
    await next.click();
    await settle(page);
  }
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await settle(page);
  await expect(page.locator('html')).toHaveAttribute('dir', pass.dir);
  return dialog;
}

test('the statistics of a homework and of a quiz have no accessibility violations in English and Arabic', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.teacher);
  await expectPath(page, '/dashboard');
  await inEachPass(page, async (pass) => {
    await page.goto('/homework-admin');
    await settle(page);
    const handIns = await openStatistics(
      page,
      pass,
      homework,
      words(pass.language, 'common')('assignment.statistics.button'),
    );
    if (pass.language === 'en') await expect(handIns).toContainText('6 of 6 students');
    expect(await axeViolations(page), `${pass.language} homework statistics`).toEqual([]);

    await page.goto('/quizzes-admin');
    await settle(page);
    await page
      .getByLabel(words(pass.language, 'quizzes')('admin.list.search'))
      .fill(quiz.replace('Mathematics: ', ''));
    const answers = await openStatistics(
      page,
      pass,
      quiz,
      words(pass.language, 'quizzes')('admin.statistics.button'),
    );
    await expect(answers.locator('table').first()).toBeVisible();
    expect(await axeViolations(page), `${pass.language} quiz statistics`).toEqual([]);
  });
});

test('the announcements page has no accessibility violations in English and Arabic', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.teacher);
  await expectPath(page, '/dashboard');
  await inEachPass(page, async (pass) => {
    await page.goto('/announcements-admin');
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('dir', pass.dir);
    // With a subject chosen, the form shows beside the list.
    const subject = page.getByLabel(words(pass.language, 'common')('subjects.subject'));
    await subject.selectOption({ index: 1 });
    await expect(page.getByRole('form')).toBeVisible();
    await settle(page);
    expect(await axeViolations(page), pass.language).toEqual([]);
  });
});
