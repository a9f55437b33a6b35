import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiAuth, DEMO, expectPath, parentSignIn, signIn } from './helpers';
import { clippedElements, describeClipped, PHONE, sidewaysOverflow } from './phone-helpers';

// Issue 17, item 6: every main screen of every role, on a 360 × 740 phone.
test.use({ viewport: PHONE });

async function mathsIds(request: APIRequestContext) {
  const auth = await apiAuth(request, DEMO.admin);
  const subjects = await request.get('/api/subjects?search=IGCSE-0580', { headers: auth });
  const subject: string = (await subjects.json()).data[0]._id;
  const chapters = await request.get(`/api/chapters/subject/${subject}`, { headers: auth });
  const chapter: string = (await chapters.json()).data[0]._id;
  return { subject, chapter };
}

/**
 * Opens each path and gathers what is cut off, how far the page scrolls sideways, and whether the
 * role's navigation is at hand (the drawer's burger, or the student's menu).
 */
async function measure(page: Page, paths: string[], navigation?: string) {
  const problems: Record<string, string[]> = {};
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      // A busy machine may take a while to send a screen's chunk and its first data.
      await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
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
  const paths = [
    '/',
    '/login',
    '/forgot-password',
    '/signup',
    '/igcse-list',
    '/rcipes-list',
    `/courses/${subject}`,
  ];
  expect(await measure(page, paths)).toEqual({});
});

test("a student's screens fit a phone", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { subject, chapter } = await mathsIds(request);
  await signIn(page, DEMO.student);
  await expectPath(page, '/home-students');
  const paths = [
    '/home-students',
    '/student-dashboard',
    '/quiz-students',
    '/exams-students',
    '/homeworks-students',
    '/grades',
    '/virtual-classes',
    '/subjects',
    `/chapters/${subject}`,
    '/library',
    `/library/${subject}`,
    `/library/${subject}/${chapter}`,
    '/user-dashboard',
  ];
  expect(await measure(page, paths, 'Menu')).toEqual({});
});

test("a parent's screens fit a phone", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { subject } = await mathsIds(request);
  await parentSignIn(page, DEMO.parent.email, DEMO.parent.phone);
  await expectPath(page, '/dashboard');
  const paths = ['/dashboard', '/dashboard/grades', '/library', `/library/${subject}`, '/user-dashboard'];
  expect(await measure(page, paths, 'Toggle navigation')).toEqual({});
});

test("a teacher's screens fit a phone", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.teacher);
  await expectPath(page, '/dashboard');
  const paths = [
    '/dashboard',
    '/virtualclasses-admin',
    '/questionbank-admin',
    '/homework-admin',
    '/exams-admin',
    '/quizzes-admin',
    '/student-submissions-admin',
    '/library-admin',
  ];
  expect(await measure(page, paths, 'Toggle navigation')).toEqual({});
});

test("an admin's screens fit a phone", async ({ page, request }) => {
  test.setTimeout(180_000);
  const { subject } = await mathsIds(request);
  await signIn(page, DEMO.admin);
  await expectPath(page, '/home-admin');
  const paths = [
    '/home-admin',
    '/home-admin/audit',
    '/dashboard',
    '/students-admin',
    '/teachers-admin',
    '/parents-admin',
    '/subjects-admin',
    `/chapters-admin/${subject}`,
    '/virtualclasses-admin',
    '/questionbank-admin',
    '/homework-admin',
    '/exams-admin',
    '/quizzes-admin',
    '/student-submissions-admin',
    '/library-admin',
  ];
  expect(await measure(page, paths, 'Toggle navigation')).toEqual({});
});
