import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * What a screen read in another language must not show: the English catalogue's sentences that the
 * language words differently. Read by `untranslated-text.spec.ts` (French and Spanish) and by the
 * Arabic pass of `accessibility.spec.ts`, which visits every screen in Arabic anyway.
 */
export type Language = 'ar' | 'fr' | 'es';

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
export function englishOnly(language: Language): string[] {
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

/** Every visible text of the page and the names it gives to assistive technology. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      // Marked not to be translated: a file's name, in pieces between line-break hints. And what a
      // school typed (`UserText`: a <bdi> or a line of its own in its own direction), which may
      // happen to be a word of the interface: a curriculum topic named "Statistics".
      if (node.parentElement?.closest('[translate="no"], bdi, [dir="auto"]')) continue;
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

/** The English sentences the page shows, read in `language` (none when it is all translated). */
export async function englishShown(page: Page, language: Language): Promise<string[]> {
  const forbidden = forbiddenIn(language);
  return [...new Set((await shownTexts(page)).filter((text) => forbidden.has(text)))];
}

const forbiddenBy = new Map<Language, Set<string>>();
function forbiddenIn(language: Language) {
  let forbidden = forbiddenBy.get(language);
  if (!forbidden) {
    forbidden = new Set(englishOnly(language));
    forbiddenBy.set(language, forbidden);
  }
  return forbidden;
}
