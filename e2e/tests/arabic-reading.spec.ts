import { expect, type Locator, type Page, test } from '../support/fixtures';
import { inPass, PASSES } from './axe-helpers';
import { DEMO, expectPath, signIn } from './helpers';

// Arabic read right, as a new user on a phone (390 × 844) and a desktop (1366 × 768) reads it.
// Salma (National, demo seed) is a student no other test signs in as; her account's language is
// put back to English after each test (inPass), since a worker's tests share the school.
const ARABIC = PASSES[1];
const salma = 'salma.adel@students.sabora.school';

/** Signs Salma in, runs `check` on her home with her account in Arabic, then puts English back. */
async function asSalmaInArabic(page: Page, check: () => Promise<void>) {
  await signIn(page, salma);
  await expectPath(page, '/home-students');
  await inPass(page, ARABIC, async () => {
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await check();
  });
}

/** Which way a chevron icon points on screen: its path's turn, through the CSS transforms above it. */
function pointing(icon: Locator): Promise<'left' | 'right'> {
  return icon.evaluate((svg) => {
    const path = svg.querySelector('path') as SVGPathElement;
    const start = path.getPointAtLength(0);
    const tip = path.getPointAtLength(path.getTotalLength() / 2);
    let flip = 1;
    for (let at: Element | null = svg; at; at = at.parentElement) {
      const transform = getComputedStyle(at).transform;
      if (transform !== 'none') flip *= Math.sign(new DOMMatrix(transform).a);
    }
    return (tip.x - start.x) * flip > 0 ? 'right' : 'left';
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the calendar names each weekday apart and its month arrows point the reading way', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await asSalmaInArabic(page, async () => {
      const calendar = page.getByRole('region', { name: 'التقويم' });
      await expect(calendar.getByRole('button', { name: 'الشهر التالي' })).toBeVisible({ timeout: 30_000 });

      // Seven headers, each one letter (as Arabic calendars and the date pickers write them), each
      // inside its own column with room between it and the next.
      const headers = calendar.locator('[data-weekday]');
      await expect(headers).toHaveText(['س', 'ح', 'ن', 'ث', 'ر', 'خ', 'ج']);
      const boxes = await headers.evaluateAll((cells) =>
        cells.map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          const text = range.getBoundingClientRect();
          const box = cell.getBoundingClientRect();
          return { left: text.left, right: text.right, boxLeft: box.left, boxRight: box.right };
        }),
      );
      for (const box of boxes) {
        expect(box.left).toBeGreaterThanOrEqual(box.boxLeft - 0.5);
        expect(box.right).toBeLessThanOrEqual(box.boxRight + 0.5);
      }
      // Right to left: Saturday is the rightmost column, and no two names touch.
      for (let i = 1; i < boxes.length; i++) expect(boxes[i - 1]!.left - boxes[i]!.right).toBeGreaterThan(4);

      // "Previous" sits at the start (right) and points right; "next" at the end, pointing left.
      const previous = calendar.getByRole('button', { name: 'الشهر السابق' });
      const next = calendar.getByRole('button', { name: 'الشهر التالي' });
      const previousBox = (await previous.boundingBox())!;
      const nextBox = (await next.boundingBox())!;
      expect(previousBox.x).toBeGreaterThan(nextBox.x);
      expect(await pointing(previous.locator('svg'))).toBe('right');
      expect(await pointing(next.locator('svg'))).toBe('left');
      // And it moves the month as named.
      const title = calendar.getByRole('group').first();
      const month = await title.getAttribute('aria-label');
      await next.click();
      await expect(title).not.toHaveAttribute('aria-label', month!);
      await previous.click();
      await expect(title).toHaveAttribute('aria-label', month!);
    });
  });
});

/**
 * Whether the element's text ends left to right on screen: its last character (a full stop, a
 * question mark) lies right of the one before it, as an English sentence's must even in an Arabic
 * page ("… menu.", not ".… menu"; "What …?", not "?What …"). The two never sit on different lines.
 */
function readsLeftToRight(element: Locator): Promise<boolean> {
  return element.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    let last: Text | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.textContent?.trim()) last = node as Text;
    if (!last) throw new Error('no text');
    const at = last.data.trimEnd().length - 1;
    const rectOf = (offset: number) => {
      const range = document.createRange();
      range.setStart(last, offset);
      range.setEnd(last, offset + 1);
      return range.getBoundingClientRect();
    };
    return rectOf(at).left > rectOf(at - 1).left;
  });
}

/** Whether the element is, or is inside, an isolate of its own: a `<bdi>` or an element with `dir`. */
function isolated(element: Locator): Promise<boolean> {
  return element.evaluate((node) => node.closest('bdi, [dir]:not(html)') !== null);
}

/** Text a school typed as a plain string holds it, inside a sentence: FSI … PDI (web/src/lib/isolate.ts). */
const between = (text: string) => `\u2068${text}\u2069`;

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("the school's English words keep their own direction in the Arabic app", async ({ page }) => {
    test.setTimeout(60_000);
    await asSalmaInArabic(page, async () => {
      // A notification the server wrote in English (before the language was Arabic), and its full stop.
      const welcome = page.getByText('Your account is ready. Explore your subjects from the menu.');
      await expect(welcome).toBeVisible({ timeout: 30_000 });
      expect(await readsLeftToRight(welcome)).toBe(true);
      expect(await isolated(welcome)).toBe(true);
      // Her name inside the Arabic greeting is a <bdi> of its own (the catalogue's <bdi>{{name}}</bdi>).
      await expect(page.getByText(/^مرحبًا بعودتك يا/).locator('bdi')).toHaveText('Salma');
      // A class's English title in today's classes.
      const classTitle = page.getByText('Chemistry: live revision', { exact: true });
      expect(await readsLeftToRight(classTitle)).toBe(true);

      // A quiz's title and description on its card.
      await page.goto('/quiz-students');
      const card = page.getByRole('article', { name: 'Chemistry: weekly quiz', exact: true });
      const description = card.getByText('Revise chapter 1 first: the questions cover all of it.');
      await expect(description).toBeVisible({ timeout: 30_000 });
      expect(await readsLeftToRight(description)).toBe(true);
      // An Arabic title stays right to left beside them.
      const arabic = page.getByRole('heading', { level: 1 });
      expect(await readsLeftToRight(arabic)).toBe(false);
    });
  });

  test('Arabic pages write every number in Arabic-Indic digits and say the answers are saved in Arabic', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await asSalmaInArabic(page, async () => {
      const cards = page.getByRole('region', { name: 'واجباتك' });
      await expect(cards.getByRole('link').first()).toBeVisible({ timeout: 30_000 });
      // "1 مصحَّح، و1 في انتظار التصحيح" beside "٤ اختبارات" was two numbering systems on one row.
      await expect(cards).not.toHaveText(/[0-9]/);
      await expect(cards).toHaveText(/[٠-٩]/);

      await page.goto('/quiz-students');
      const card = page.getByRole('article', { name: 'Chemistry: weekly quiz', exact: true });
      await card.getByRole('button', { name: 'ابدأ', exact: true }).click({ timeout: 30_000 });
      await page.getByRole('button', { name: 'ابدأ الاختبار' }).click();
      const attempt = page.getByRole('dialog', { name: 'Chemistry: weekly quiz' });
      await expect(attempt.getByText('السؤال ١ من ٢')).toBeVisible({ timeout: 30_000 });
      await expect(attempt.getByText('أجبت عن ٠ من ٢')).toBeVisible();
      // The clock counts down in the page's digits too.
      await expect(attempt.getByRole('timer')).toHaveText(/^[٠-٩]+:[٠-٩]{2}$/);

      await attempt.getByRole('radio').first().check();
      await expect(attempt.getByText('تم حفظ الإجابات')).toBeVisible();
      await expect(attempt.getByText('أجبت عن ١ من ٢')).toBeVisible();
      await expect(attempt.getByText('Answers saved')).toHaveCount(0);

      // The question typed in English ends with its own question mark on the right (it is one of the
      // two; the bank's order decides which comes first).
      const transition = attempt.getByText('Which element is a transition element?', { exact: true });
      if (!(await transition.isVisible())) await attempt.getByRole('button', { name: 'التالي' }).click();
      await expect(transition).toBeVisible();
      expect(await readsLeftToRight(transition)).toBe(true);
      await expect(attempt).not.toHaveText(/\b[0-9]+ (من|مصحَّح)/);
    });
  });

  test('staff lists, dialogs and buttons keep each school name apart from the Arabic around it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.admin);
    await expectPath(page, '/home-admin');
    await inPass(page, ARABIC, async () => {
      // A staff list: a teacher's card names her and gives her email, each in a <bdi>.
      await page.goto('/teachers-admin');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const card = page.getByRole('article', { name: 'Mona Hassan' });
      await expect(card.getByRole('heading').locator('bdi')).toHaveText('Mona Hassan', { timeout: 30_000 });
      await expect(card.locator('bdi', { hasText: 'mona.hassan@sabora.school' })).toBeVisible();

      // A button's name is a sentence with her name inside, isolated in the string itself.
      const remove = card.getByRole('button', { name: `حذف ${between('Mona Hassan')}`, exact: true });
      await expect(remove).toBeVisible();
      // The confirm-delete dialog names her apart from its Arabic question; nothing is deleted.
      await remove.click();
      const confirm = page.getByRole('dialog', { name: 'حذف المعلم' });
      await expect(confirm.locator('bdi')).toHaveText('Mona Hassan');
      await confirm.getByRole('button', { name: 'إلغاء', exact: true }).click();
      await expect(confirm).toBeHidden();

      // A question with two names inside: each its own <bdi>, the Arabic question mark at its end.
      const subject = (await card.getByRole('listitem').first().locator('bdi').textContent()) ?? '';
      expect(subject).not.toBe('');
      await card
        .getByRole('button', { name: `إزالة ${between(subject)} من مواد ${between('Mona Hassan')}` })
        .click();
      const question = page.getByRole('dialog', { name: 'إلغاء إسناد المادة' }).getByText(/^هل أنت متأكد/);
      await expect(question.locator('bdi')).toHaveText([subject, 'Mona Hassan']);
      await expect(question).toHaveText(/؟$/);
      await page.getByRole('dialog').getByRole('button', { name: 'إلغاء', exact: true }).click();

      // The students list: a row's name and email cells.
      await page.goto('/students-admin');
      const row = page.getByRole('table', { name: 'الطلاب' }).getByRole('row', { name: /Youssef Mostafa/ });
      await expect(row.locator('bdi', { hasText: 'Youssef Mostafa' })).toBeVisible({ timeout: 30_000 });
      await expect(row.locator('bdi', { hasText: DEMO.student })).toBeVisible();
    });
  });
});
