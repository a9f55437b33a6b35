import { expect, type Page, test } from '../support/fixtures';
import { DEMO, expectPath, signIn } from './helpers';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Staff navigation' });

/** Opens a screen from the staff navigation and waits for its heading. */
async function openFromNav(page: Page, link: string, path: string, heading: string) {
  await nav(page).getByRole('link', { name: link, exact: true }).click();
  await expectPath(page, path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: link, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
}

test('an admin moves between staff pages with the one navigation, and Back to Dashboard stays', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, DEMO.admin);
  await expectPath(page, '/home-admin');
  await openFromNav(page, 'Students', '/students-admin', 'Students Management');
  await openFromNav(page, 'Student Submissions', '/student-submissions-admin', 'Student Submissions');
  await openFromNav(page, 'Subjects', '/subjects-admin', 'Subjects Management');
  await openFromNav(page, 'Quizzes', '/quizzes-admin', 'Quizzes Management');

  // The spec's Back to Dashboard leads to /dashboard, and the navigation is there too.
  await page.goto('/teachers-admin');
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expectPath(page, '/dashboard');
  await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await nav(page).getByRole('link', { name: 'Admin Home' }).click();
  await expectPath(page, '/home-admin');
});

test('on a 360 px phone the navigation is a drawer behind the burger', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, DEMO.admin);
  await expectPath(page, '/home-admin');
  const burger = page.getByRole('button', { name: 'Toggle navigation' });
  await expect(nav(page).getByRole('link', { name: 'Parents' })).not.toBeInViewport();

  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await nav(page).getByRole('link', { name: 'Parents' }).click();
  await expectPath(page, '/parents-admin');
  await expect(page.getByRole('heading', { name: 'Parents Management' })).toBeVisible();
  // The drawer closed on its own once the page opened.
  await expect(nav(page).getByRole('link', { name: 'Parents' })).not.toBeInViewport();

  // Escape closes it too; while closed, the keyboard cannot reach its links.
  await burger.click();
  await expect(nav(page).getByRole('link', { name: 'Parents' })).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#staff-navigation')).toHaveAttribute('inert', '');
  await burger.click();
  await nav(page).getByRole('link', { name: 'Homeworks' }).click();
  await expectPath(page, '/homework-admin');
  await expect(page.getByRole('heading', { name: 'Homework Management' })).toBeVisible();
  // Nothing runs off the side of a phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("a teacher's dashboard shows the work to grade and the next due items, and leads to grading", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, DEMO.teacher);
  await expectPath(page, '/dashboard');
  // The demo seed: students handed in a closed homework of Mona's subjects and await their grade.
  const toGrade = page.getByRole('region', { name: 'To Grade' });
  await expect(toGrade.getByText(/submissions? waits? for a grade/)).toBeVisible();
  const next = page.getByRole('list', { name: 'Next Due' }).getByRole('listitem');
  await expect(next.first()).toBeVisible();
  expect(await next.count()).toBeLessThanOrEqual(5);
  // The teacher's own screens only.
  await expect(nav(page).getByRole('link', { name: 'Students' })).toHaveCount(0);

  await toGrade.getByRole('link', { name: 'Grade submissions' }).click();
  await expectPath(page, '/student-submissions-admin');
  await openFromNav(page, 'Exams', '/exams-admin', 'Exams Management');
});
