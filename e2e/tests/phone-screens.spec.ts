import { expect, type Page, test } from '../support/fixtures';
import { settle } from './axe-helpers';
import { DEMO, expectPath, parentSignIn, signIn } from './helpers';
import { clippedElements, describeClipped, PHONE, sidewaysOverflow } from './phone-helpers';
import { mathsIds, SCREENS } from './screens';

// Every main screen of every role, on a 360 × 740 phone.
test.use({ viewport: PHONE });

/**
 * Opens each path and gathers what is cut off, how far the page scrolls sideways, and whether the
 * role's navigation is at hand (the drawer's burger, or the student's menu).
 */
async function measure(page: Page, paths: string[], navigation?: string) {
  const problems: Record<string, string[]> = {};
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      // Its heading, its first data and no loader left: a button still spinning (a list refreshed
      // in the background) holds a loader taller than its text, which is not the screen at rest.
      await settle(page);
      await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 30_000 });
      await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    });
    const found = new Set((await clippedElements(page)).map(describeClipped));
    const sideways = await sidewaysOverflow(page);
    if (sideways > 0) found.add(`the page scrolls ${sideways} px sideways`);
    if (navigation && !(await page.getByRole('button', { name: navigation, exact: true }).isVisible())) {
      found.add(`no "${navigation}" button`);
    }
    if (found.size) problems[path] = [...found];
  }
  return problems;
}

test('public screens fit a phone', async ({ page, request }) => {
  const { subject } = await mathsIds(request);
  const paths = SCREENS.public(subject);
  expect(await measure(page, paths)).toEqual({});
});

test("a student's screens fit a phone", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { subject, chapter } = await mathsIds(request);
  await signIn(page, DEMO.student);
  await expectPath(page, '/home-students');
  const paths = SCREENS.student(subject, chapter);
  expect(await measure(page, paths, 'Menu')).toEqual({});
});

test("a parent's screens fit a phone", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { subject } = await mathsIds(request);
  await parentSignIn(page, DEMO.parent.email, DEMO.parent.phone);
  await expectPath(page, '/dashboard');
  const paths = SCREENS.parent(subject);
  expect(await measure(page, paths, 'Toggle navigation')).toEqual({});
});

test("a teacher's screens fit a phone", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.teacher);
  await expectPath(page, '/dashboard');
  const paths = SCREENS.teacher;
  expect(await measure(page, paths, 'Toggle navigation')).toEqual({});
});

test("an admin's screens fit a phone", async ({ page, request }) => {
  test.setTimeout(180_000);
  const { subject } = await mathsIds(request);
  await signIn(page, DEMO.admin);
  await expectPath(page, '/home-admin');
  const paths = SCREENS.admin(subject);
  expect(await measure(page, paths, 'Toggle navigation')).toEqual({});
});
