import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The two passes of the accessibility suites: English in the light scheme and
 * Arabic in the dark one, so both languages and both schemes are measured in two passes, not four.
 */
export const PASSES = [
  { language: 'en', theme: 'light', dir: 'ltr' },
  { language: 'ar', theme: 'dark', dir: 'rtl' },
] as const;
export type Pass = (typeof PASSES)[number];

/**
 * Saves the signed-in account's language and scheme (as Settings would), so the next page load uses
 * them. `page.request` shares the browser's cookies, so it calls with the page's session.
 */
async function saveSettings(page: Page, pass: Pass) {
  const saved = await page.request.put('/api/users/me/settings', {
    data: { language: pass.language, theme: pass.theme, emailNotifications: true },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** A signed-out visitor's language and scheme live on the device. */
export async function useOnDevice(page: Page, pass: Pass) {
  await page.addInitScript(({ language, theme }) => {
    localStorage.setItem('sabora.language', language);
    localStorage.setItem('mantine-color-scheme-value', theme);
  }, pass);
}

/**
 * Runs `check` with the signed-in account's settings saved for `pass`, and puts them back to
 * English and light afterwards: the worker's other tests sign in as the same demo accounts.
 */
export async function inPass(page: Page, pass: Pass, check: (pass: Pass) => Promise<void>) {
  try {
    await saveSettings(page, pass);
    await check(pass);
  } finally {
    await saveSettings(page, PASSES[0]);
  }
}

/** Runs `check` once per pass (inPass). */
export async function inEachPass(page: Page, check: (pass: Pass) => Promise<void>) {
  for (const pass of PASSES) await inPass(page, pass, check);
}

/** Waits for a screen's heading and its first data, then for transitions to end. */
export async function settle(page: Page) {
  // A busy machine may take a while to send a screen's chunk and its first data.
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]:visible, .mantine-Loader-root:visible')).toHaveCount(0, {
    timeout: 30_000,
  });
  await settleTransitions(page);
}

/**
 * Transitions end before measuring: a fading element has no final colour yet. Waits for the
 * page's running animations and transitions themselves (the Web Animations API lists CSS ones),
 * not for a fixed time.
 */
export async function settleTransitions(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/**
 * axe-core's default rules (WCAG 2.x A and AA and best practices) on the whole page: one line per
 * element it finds, with the rule, the element's start tag and what is wrong.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Only violations are read, so axe is told to collect every element for them alone (it keeps
  // one example of each passing rule instead of them all): the same findings, far less to send.
  // Run in the page itself (axe.run), not in parts gathered in a new blank page (runPartial, then
  // finishRun): the same rules on the same document and its same-origin frames, in a third of the
  // time (docs/testing.md, "Time"); what it leaves out is the inside of other sites' frames (a
  // YouTube player), which is not ours to fix. The sweep's own test (accessibility.spec.ts) shows
  // it still finds a fault inside a frame.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id}: ${node.html.slice(0, 160)} — ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
    ),
  );
}

type Catalogue = { [key: string]: string | Catalogue };

/**
 * A screen's text in a language, read from the web app's own catalogues
 * (web/src/locales/<language>/<namespace>.json), so one test finds the same control in English and
 * Arabic: `words('ar', 'students')('page.upload')`. Placeholders are filled as i18next would.
 */
export function words(language: Pass['language'], namespace: string) {
  const file = path.resolve(import.meta.dirname, '../../web/src/locales', language, `${namespace}.json`);
  const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
  return (key: string, values: Record<string, string> = {}) => {
    const text = key
      .split('.')
      .reduce<string | Catalogue | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        catalogue,
      );
    if (typeof text !== 'string') throw new Error(`no text ${language}:${namespace}:${key}`);
    return text.replaceAll(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
}
