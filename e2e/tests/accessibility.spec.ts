import { expect, type Page, test } from '../support/fixtures';
import { axeViolations, inPass, PASSES, type Pass, settle, useOnDevice } from './axe-helpers';
import { englishShown } from './english-left';
import { mathsIds, SWEPT, type SweptRole } from './screens';

/**
 * axe-core (every rule it runs by default, WCAG 2.x A and AA and best practices)
 * finds nothing on any screen of any role, in English and in Arabic. English is read in the light
 * scheme and Arabic in the dark one, so each screen's contrast is measured in both schemes too.
 * The Arabic pass also checks each screen right to left, keeps its screenshot, and finds none of the
 * English catalogue's sentences on it (english-left.ts; French and Spanish: untranslated-text.spec.ts).
 * What opens on top of a screen (dialogs, menus, the quiz) is read in accessibility-overlays.spec.ts.
 */

/** Pages whose heading is a record's own name (a subject, a chapter, the signed-in person). */
const TITLED_BY_DATA = [/^\/(chapters|chapters-admin|library|courses)\/[^/]+$/, /^\/dashboard$/];

/**
 * A screen in Arabic reads right to left. Its screenshot is kept with the test's
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
      if (pass.language === 'ar') {
        lines.push(...(await englishShown(page, 'ar')).map((text) => `English text: ${text}`));
      }
      if (lines.length) found[`${pass.language} ${path}`] = lines;
    });
  }
  return found;
}

/** The screens swept, by who reads them: each role and pass is a test of its own, so they spread over the workers. */
const ROLES: SweptRole[] = [
  {
    ...SWEPT.public,
    // And the pages a reset link, a wrong role or a wrong address lands on.
    paths: (ids) => [
      ...SWEPT.public.paths(ids),
      '/reset-password?token=abc',
      '/unauthorized',
      '/no-such-page',
    ],
  },
  SWEPT.student,
  SWEPT.parent,
  SWEPT.teacher,
  SWEPT.admin,
];

for (const { who, signIn: signInHere, paths } of ROLES) {
  for (const pass of PASSES) {
    const name =
      pass.language === 'en'
        ? `${who} screens have no accessibility violations in English`
        : `${who} screens have no accessibility violations and no English text in Arabic`;
    test(name, async ({ page, request }) => {
      test.setTimeout(120_000);
      const screens = paths(await mathsIds(request));
      let found: Record<string, string[]> = {};
      if (signInHere) {
        await signInHere(page);
        await inPass(page, pass, async () => {
          found = await violationsOn(page, screens, pass);
        });
      } else {
        // A signed-out visitor's language and scheme live on the device.
        await useOnDevice(page, pass);
        found = await violationsOn(page, screens, pass);
      }
      expect(found).toEqual({});
    });
  }
}

test('the sweep finds what it is there to find, in the page and inside a frame', async ({ page }) => {
  await page.goto('/login');
  await settle(page);
  // A control with no name, faint text, and an image with no text inside a frame of the page.
  await page.evaluate(() => {
    const unnamed = document.createElement('button');
    unnamed.id = 'unnamed-control';
    const faint = document.createElement('p');
    faint.id = 'faint-text';
    faint.textContent = 'Hard to read';
    faint.style.cssText = 'color: #f4f4f4; background: #ffffff';
    const frame = document.createElement('iframe');
    frame.title = 'A frame of the page';
    frame.srcdoc = '<!doctype html><html lang="en"><body><img id="no-text" src="data:,"></body></html>';
    document.querySelector('main')!.append(unnamed, faint, frame);
  });
  await page
    .frameLocator('iframe[title="A frame of the page"]')
    .locator('#no-text')
    .waitFor({ state: 'attached' });
  const found = (await axeViolations(page)).join('\n');
  expect(found).toMatch(/^button-name: <button id="unnamed-control">/m);
  expect(found).toMatch(/^color-contrast: <p id="faint-text"/m);
  expect(found).toMatch(/^image-alt: <img id="no-text"/m);
});
