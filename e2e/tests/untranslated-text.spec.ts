import { expect, type Page, test } from '../support/fixtures';
import { englishOnly, englishShown, type Language } from './english-left';
import { mathsIds, SWEPT, type SweptRole } from './screens';

/**
 * Every screen of every role, read in French and Spanish, shows none of the English catalogue's
 * sentences: a text on the page that is exactly an English catalogue value (any with a word of
 * three letters or more) whose translation differs is a string the screen did not translate
 * (english-left.ts). Arabic is read the same way in the Arabic pass of accessibility.spec.ts, which
 * visits every screen in Arabic anyway. The unit tests check the catalogues and the code; this
 * reads what the browser shows, data and all.
 */
const SWEPT_LANGUAGES = ['fr', 'es'] as const;

/**
 * Saves the signed-in account's language (as Settings would), so the next page load uses it;
 * `page.request` shares the browser's cookies, so it calls with the page's session.
 */
async function saveLanguage(page: Page, language: string) {
  const saved = await page.request.put('/api/users/me/settings', {
    data: { language, theme: 'light', emailNotifications: true },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** The English sentences found on each path, read in `language`. */
async function englishOn(page: Page, paths: readonly string[], language: Language) {
  const found: Record<string, string[]> = {};
  for (const where of paths) {
    await test.step(`${language} ${where}`, async () => {
      await page.goto(where);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('[aria-busy="true"]:visible, .mantine-Loader-root:visible')).toHaveCount(0, {
        timeout: 30_000,
      });
      const english = await englishShown(page, language);
      if (english.length) found[`${language} ${where}`] = english;
    });
  }
  return found;
}

test('the catalogues give the check something to find', () => {
  // A guard on the guard: were the catalogues not found, every screen would pass.
  for (const language of ['ar', 'fr', 'es'] as const) {
    expect(englishOnly(language).length).toBeGreaterThan(500);
  }
});

/** The screens swept, by who reads them: each role and language is a test of its own, so they spread over the workers. */
const ROLES: SweptRole[] = [
  { ...SWEPT.public, paths: (ids) => [...SWEPT.public.paths(ids), '/unauthorized', '/no-such-page'] },
  SWEPT.student,
  SWEPT.parent,
  SWEPT.teacher,
  SWEPT.admin,
];

const NAMES: Record<(typeof SWEPT_LANGUAGES)[number], string> = { fr: 'French', es: 'Spanish' };

for (const { who, signIn: signInHere, paths } of ROLES) {
  for (const language of SWEPT_LANGUAGES) {
    test(`${who} screens show no English text in ${NAMES[language]}`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const screens = paths(await mathsIds(request));
      if (!signInHere) {
        // A signed-out visitor's language lives on the device.
        await page.addInitScript((chosen) => localStorage.setItem('sabora.language', chosen), language);
        expect(await englishOn(page, screens, language)).toEqual({});
        return;
      }
      await signInHere(page);
      let found: Record<string, string[]> = {};
      try {
        await saveLanguage(page, language);
        found = await englishOn(page, screens, language);
      } finally {
        // The worker's other tests sign in as the same demo accounts.
        await saveLanguage(page, 'en');
      }
      expect(found).toEqual({});
    });
  }
}
