import { expect, type Locator, test } from '../support/fixtures';
import { expectPath, handIn, pdfUpload, signIn } from './helpers';

// Karim (National system, demo seed) hands in his chapter 1 practice with a long file name.
const karim = 'karim.ibrahim@students.sabora.school';
const long = 'teacher_homework_chapter_one_practice_answers_final_version.pdf';

/** How many lines each piece of a name between break points spreads over (1 when none is split). */
function linesPerPiece(name: Locator) {
  return name.evaluate((element) =>
    [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }),
  );
}

test.use({ viewport: { width: 390, height: 844 } });

test('a long file name on a phone: shortened in the middle, its extension kept, broken only between words', async ({
  page,
}) => {
  await signIn(page, karim);
  await expectPath(page, '/home-students');
  await page.goto('/homeworks-students');
  const homework = page
    .getByRole('region', { name: /^To do/ })
    .getByRole('article')
    .filter({ hasText: 'chapter 1 practice' })
    .first();
  await homework.locator('input[type=file]').setInputFiles(pdfUpload(long, 'my answers'));
  await handIn(homework, 'Submit Homework');
  await expect(homework.getByText('Submitted successfully!')).toBeVisible();

  const download = homework.getByRole('button', { name: `Download ${long}` });
  await expect(download).toBeVisible();
  const name = download.locator('span[dir="auto"]');
  // 40 characters: the start, "…", the end of the name and ".pdf".
  await expect(name).toHaveText('teacher_homework_chapter_one_…ersion.pdf');
  await expect(name).toHaveAttribute('title', long);
  for (const lines of await linesPerPiece(name)) expect(lines).toBe(1);
  // Nothing sticks out of the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
