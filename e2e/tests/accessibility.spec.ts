import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { axeViolations, inEachPass, PASSES, type Pass, settle, useOnDevice } from './axe-helpers';
import { DEMO, expectPath, parentSignIn, signIn } from './helpers';
import { mathsIds, SCREENS } from './screens';

/**
 * Issue 17, item 5: axe-core (every rule it runs by default, WCAG 2.x A and AA and best practices)
 * finds nothing on any screen of any role, in English and in Arabic. English is read in the light
 * scheme and Arabic in the dark one, so each screen's contrast is measured in both schemes too.
 * The Arabic pass also checks each screen right to left and keeps its screenshot.
 * What opens on top of a screen (dialogs, menus, the quiz) is read in accessibility-overlays.spec.ts.
 */

/** Pages whose heading is a record's own name (a subject, a chapter, the signed-in person). */
const TITLED_BY_DATA = [/^\/(chapters|chapters-admin|library|courses)\/[^/]+$/, /^\/dashboard$/];

/**
 * Issue 17, item 2: a screen in Arabic reads right to left. Its screenshot is kept with the test's
 * results (to look at), its heading is Arabic unless it is a record's name, and nothing runs off
 * the page sideways (a left/right property that should have been logical pushes content out).
 */
async function checkRightToLeft(page: Page, path: string) {
  // Written beside the test's results (e2e/test-results), one image per screen, to look at.
  const file = test.info().outputPath(`ar${path.replaceAll(/[^\w-]+/g, '_')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await test.info().attach(`ar ${path}`, { path: file, contentType: 'image/png' });
  if (!TITLED_BY_DATA.some((pattern) => pattern.test(path))) {
    await expect(page.locator('h1').first()).toHaveText(/[\u0600-\u06FF]/);
  }
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways, `${path} scrolls sideways in Arabic`).toBeLessThanOrEqual(0);
}

/** One line per element axe finds: the rule, the element's start tag and what is wrong. */
async function violationsOn(page: Page, paths: readonly string[], pass: Pass) {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await test.step(`${pass.language} ${path}`, async () => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', pass.dir);
      await settle(page);
      if (pass.language === 'ar') await checkRightToLeft(page, path);
      const lines = await axeViolations(page);
      if (lines.length) found[`${pass.language} ${path}`] = lines;
    });
  }
  return found;
}

/** Signs in, then reads the paths in both passes (the account's settings put back after). */
async function checkSignedIn(
  page: Page,
  request: APIRequestContext,
  signInHere: () => Promise<void>,
  paths: readonly string[],
) {
  await signInHere();
  const found: Record<string, string[]> = {};
  await inEachPass(page, request, async (pass) => {
    Object.assign(found, await violationsOn(page, paths, pass));
  });
  expect(found).toEqual({});
}

test('public screens have no accessibility violations, in English and Arabic', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { subject } = await mathsIds(request);
  // And the pages a reset link, a wrong role or a wrong address lands on.
  const paths = [...SCREENS.public(subject), '/reset-password?token=abc', '/unauthorized', '/no-such-page'];
  const found: Record<string, string[]> = {};
  for (const pass of PASSES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await useOnDevice(page, pass);
    Object.assign(found, await violationsOn(page, paths, pass));
    await context.close();
  }
  expect(found).toEqual({});
});

test("a student's screens have no accessibility violations, in English and Arabic", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { subject, chapter } = await mathsIds(request);
  await checkSignedIn(
    page,
    request,
    async () => {
      await signIn(page, DEMO.student);
      await expectPath(page, '/home-students');
    },
    SCREENS.student(subject, chapter),
  );
});

test("a parent's screens have no accessibility violations, in English and Arabic", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { subject } = await mathsIds(request);
  const paths = SCREENS.parent(subject);
  await checkSignedIn(
    page,
    request,
    async () => {
      await parentSignIn(page, DEMO.parent.email, DEMO.parent.phone);
      await expectPath(page, '/dashboard');
    },
    paths,
  );
});

test("a teacher's screens have no accessibility violations, in English and Arabic", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await checkSignedIn(
    page,
    request,
    async () => {
      await signIn(page, DEMO.teacher);
      await expectPath(page, '/dashboard');
    },
    SCREENS.teacher,
  );
});

test("an admin's screens have no accessibility violations, in English and Arabic", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const { subject } = await mathsIds(request);
  await checkSignedIn(
    page,
    request,
    async () => {
      await signIn(page, DEMO.admin);
      await expectPath(page, '/home-admin');
    },
    SCREENS.admin(subject),
  );
});
