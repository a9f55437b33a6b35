import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '../support/fixtures';
import { DEMO, expectPath, signIn } from './helpers';

// The library on a phone: the chapter's table had Download and Watch ~450 px past a sideways scroll.
// A common phone, held upright, touch only.
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

// Demo school (server/src/seed/demo-library.ts): the demo student's IGCSE Mathematics holds a summary
// sheet (a PDF) and a lesson recorded on YouTube in its first chapter, "Number".
const subject = 'Mathematics';
const chapter = 'Chapter 1: Number';
const sheet = { title: 'Number: summary sheet', fileName: 'Mathematics - Number summary.pdf' };
const lesson = {
  title: 'Number: recorded lesson',
  player: 'https://www.youtube-nocookie.com/embed/WUvTyaaNkzM',
};

/** The page's own width: nothing scrolls sideways on a phone. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** A finger's target (lib/touch-target.ts, 44 px), wholly on the screen once scrolled down to. */
async function expectTouchTarget(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await expect(target).toBeInViewport({ ratio: 1 });
  const box = await target.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
}

/** Taps a card near its far corner, well away from the name that links it. */
async function tapCorner(card: Locator) {
  const box = await card.boundingBox();
  if (!box) throw new Error('the card is not shown');
  await card.tap({ position: { x: box.width - 8, y: box.height - 8 } });
}

/** Signs the demo student in and taps through the library's pickers to the chapter. */
async function openChapter(page: Page) {
  await signIn(page, DEMO.student);
  await expectPath(page, '/home-students');
  await page.getByRole('button', { name: 'Menu', exact: true }).tap();
  await page.getByRole('menuitem', { name: 'Library' }).tap();
  await expectPath(page, '/library');
  // A busy machine may take a while to send the screen's chunk.
  const card = page.getByRole('list', { name: 'Subjects' }).getByRole('listitem', { name: subject });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expectNoSidewaysScroll(page);
  // The subject's whole card is its link's target, not only its name.
  await expectTouchTarget(card);
  await tapCorner(card);

  await expect(page.getByRole('heading', { name: subject })).toBeVisible({ timeout: 30_000 });
  const row = page.getByRole('list', { name: 'Chapters' }).getByRole('listitem').first();
  await expect(row.getByRole('link', { name: chapter, exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectTouchTarget(row);
  // Likewise a chapter's whole row.
  await tapCorner(row);
  await expect(page.getByRole('heading', { name: chapter })).toBeVisible({ timeout: 30_000 });
  return page.getByRole('list', { name: 'Chapter materials' });
}

test('a student downloads a chapter’s material on a phone by tapping its card', async ({ page }) => {
  test.setTimeout(90_000);
  const items = await openChapter(page);
  const card = items.getByRole('listitem', { name: sheet.title });
  await expect(card.getByText(sheet.fileName, { exact: false })).toBeVisible();
  await expect(card.getByText('Material', { exact: true })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  const button = card.getByRole('button', { name: `Download ${sheet.title}` });
  await expect(button).toHaveText('Download');
  await expectTouchTarget(button);
  const stats = card.getByText(/^\d+ downloads?$/);
  const before = Number.parseInt((await stats.textContent()) ?? '', 10);

  // A tap on the card's title, not on its button.
  const downloading = page.waitForEvent('download');
  await card.getByText(sheet.title, { exact: true }).tap();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(sheet.fileName);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(card.getByText(`${before + 1} downloads`)).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('a student watches a chapter’s recording on a phone by tapping its card', async ({ page }) => {
  test.setTimeout(90_000);
  // The test machine is offline: the player's page is not fetched, its frame is what is checked.
  await page.route(/youtube-nocookie\.com/, (route) => route.abort());
  const items = await openChapter(page);
  const card = items.getByRole('listitem', { name: lesson.title });
  await expect(card.getByText('Recording', { exact: true })).toBeVisible();
  await expect(card.getByText('YouTube · 17 minutes')).toBeVisible();
  const button = card.getByRole('button', { name: `Watch ${lesson.title}` });
  await expectTouchTarget(button);
  const stats = card.getByText(/^\d+ views?$/);
  const before = Number.parseInt((await stats.textContent()) ?? '', 10);

  await card.getByText('YouTube · 17 minutes').tap();
  const dialog = page.getByRole('dialog', { name: lesson.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTitle(lesson.title)).toHaveAttribute('src', lesson.player);
  await expectNoSidewaysScroll(page);
  await dialog.getByRole('button', { name: 'Close', exact: true }).tap();
  await expect(dialog).toBeHidden();
  await expect(card.getByText(`${before + 1} views`)).toBeVisible();
  await expectNoSidewaysScroll(page);
});
