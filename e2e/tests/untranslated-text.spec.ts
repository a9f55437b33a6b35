import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '../support/fixtures';
import { mathsIds, SWEPT, type SweptRole } from './screens';

/**
 * French and Spanish as well as Arabic: every screen of every role, read in Arabic, French
 * and Spanish, shows none of the English catalogue's sentences: a text on the page that is exactly
 * an English catalogue value (any with a word of three letters or more) whose translation differs is a string the
 * screen did not translate. The unit tests check the catalogues and the code; this reads what the
 * browser shows, data and all.
 */
const LANGUAGES = ['ar', 'fr', 'es'] as const;
type Language = (typeof LANGUAGES)[number];

const LOCALES = path.resolve(import.meta.dirname, '../../web/src/locales');

/** A catalogue's texts by their dotted key ("list.title"). */
function flatten(tree: unknown, prefix = '', into = new Map<string, string>()) {
  if (typeof tree === 'string') into.set(prefix, tree);
  else if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) flatten(value, prefix ? `${prefix}.${key}` : key, into);
  }
  return into;
}

function catalogue(language: string) {
  const texts = new Map<string, string>();
  for (const file of readdirSync(path.join(LOCALES, language))) {
    const namespace = file.replace(/\.json$/, '');
    const tree = JSON.parse(readFileSync(path.join(LOCALES, language, file), 'utf8'));
    for (const [key, text] of flatten(tree)) texts.set(`${namespace}:${key}`, text);
  }
  return texts;
}

/**
 * The English sentences a page in `language` must not show: whole texts (no placeholders or
 * markup) with a word of three letters or more, that the language words differently everywhere
 * they appear.
 */
function englishOnly(language: Language): string[] {
  const english = catalogue('en');
  const translated = catalogue(language);
  const sameThere = new Set(
    [...english].filter(([key, text]) => translated.get(key) === text).map(([, t]) => t),
  );
  return [
    ...new Set(
      [...english.values()].filter(
        (text) => !/[{}<>]/.test(text) && /[A-Za-z]{3}/.test(text) && !sameThere.has(text),
      ),
    ),
  ];
}

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

/** Every visible text of the page and the names it gives to assistive technology. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      // Marked not to be translated: a file's name, in pieces between line-break hints.
      if (node.parentElement?.closest('[translate="no"]')) continue;
      if (text && node.parentElement?.checkVisibility()) texts.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      if (!(element as HTMLElement).checkVisibility?.()) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const text = element.getAttribute(name)?.trim();
        if (text) texts.push(text);
      }
    }
    return texts;
  });
}

/** The English sentences found on each path, read in `language`. */
async function englishOn(page: Page, paths: readonly string[], language: Language) {
  const forbidden = new Set(englishOnly(language));
  const found: Record<string, string[]> = {};
  for (const where of paths) {
    await test.step(`${language} ${where}`, async () => {
      await page.goto(where);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('[aria-busy="true"]:visible, .mantine-Loader-root:visible')).toHaveCount(0, {
        timeout: 30_000,
      });
      const english = (await shownTexts(page)).filter((text) => forbidden.has(text));
      if (english.length) found[`${language} ${where}`] = [...new Set(english)];
    });
  }
  return found;
}

test('the catalogues give the check something to find', () => {
  // A guard on the guard: were the catalogues not found, every screen would pass.
  for (const language of LANGUAGES) expect(englishOnly(language).length).toBeGreaterThan(500);
});

/** The screens swept, by who reads them: each role and language is a test of its own, so they spread over the workers. */
const ROLES: SweptRole[] = [
  { ...SWEPT.public, paths: (ids) => [...SWEPT.public.paths(ids), '/unauthorized', '/no-such-page'] },
  SWEPT.student,
  SWEPT.parent,
  SWEPT.teacher,
  SWEPT.admin,
];

const NAMES: Record<Language, string> = { ar: 'Arabic', fr: 'French', es: 'Spanish' };

for (const { who, signIn: signInHere, paths } of ROLES) {
  for (const language of LANGUAGES) {
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
