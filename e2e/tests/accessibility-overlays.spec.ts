import { expect, type Locator, type Page, test } from '../support/fixtures';
import { axeViolations, inEachPass, type Pass, settle, settleTransitions, words } from './axe-helpers';
import { DEMO, expectPath, signIn } from './helpers';
import { PHONE } from './phone-helpers';

/**
 * The accessibility check for what opens on top of a screen: menus, the notifications panel, dialogs
 * (confirmations, forms, the CSV import, grading), the quiz while it is taken and the navigation
 * on a phone. axe reads the whole page with the overlay open, in English (light scheme) and Arabic
 * (dark scheme), as accessibility.spec.ts reads the screens themselves. Nothing is saved: dialogs
 * are closed unsaved, and the quiz taken here is a seeded one no other spec takes.
 */

/** The quiz taken here (started in English, resumed and submitted in Arabic) and one only opened. */
const TAKEN = 'Physics: quick check';
const PHYSICS_WEEKLY = 'Physics: weekly quiz';

/** What axe finds, by pass and overlay. */
type Found = Record<string, string[]>;

async function scan(page: Page, found: Found, pass: Pass, what: string) {
  await settleTransitions(page);
  const lines = await axeViolations(page);
  if (lines.length) found[`${pass.language} ${what}`] = lines;
}

async function open(page: Page, path: string, pass: Pass) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('dir', pass.dir);
  await settle(page);
}

/** Escape closes the overlay `shown` (Mantine's menus, popovers and modals all close on it). */
async function closeWithEscape(page: Page, shown: Locator) {
  await page.keyboard.press('Escape');
  await expect(shown).toBeHidden();
}

/** Opens a dialog with `opener`, reads the page, and closes the dialog unsaved. */
async function scanDialog(page: Page, opener: Locator, found: Found, pass: Pass, what: string) {
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await scan(page, found, pass, what);
  // Mantine's close button is named by the theme, in the page's language.
  for (const close of await dialog.locator('.mantine-Modal-close').all()) {
    await expect(close).toHaveAttribute('aria-label', words(pass.language, 'common')('actions.close'));
  }
  await closeWithEscape(page, dialog);
}

const escapeRegExp = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A name that starts with a catalogue text whose placeholder is filled with data. */
const startingWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

test('the student header menus, the phone menu and a quiz being taken have no accessibility violations', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, DEMO.student);
  await expectPath(page, '/home-students');
  const found: Found = {};
  await inEachPass(page, async (pass) => {
    const common = words(pass.language, 'common');
    const quizzes = words(pass.language, 'quizzes');

    await open(page, '/home-students', pass);
    const account = page.getByRole('button', { name: startingWith(common('account.menuOf')) });
    await account.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await scan(page, found, pass, 'account menu');
    await closeWithEscape(page, menu);

    await page.locator('header button[aria-haspopup="dialog"]').click();
    const panel = page.getByRole('dialog');
    await expect(panel).toBeVisible();
    await expect(panel.locator('.mantine-Loader-root')).toHaveCount(0);
    await scan(page, found, pass, 'notifications panel');
    await closeWithEscape(page, panel);

    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: common('nav.menu'), exact: true }).click();
    await expect(menu).toBeVisible();
    await scan(page, found, pass, 'student menu on a phone');
    await closeWithEscape(page, menu);
    await page.setViewportSize({ width: 1280, height: 720 });

    // Seeded quizzes Youssef has not taken and no later spec looks for (server/src/seed/demo-quizzes.ts):
    // a new quiz would notify him and push the seeded notifications student-home.spec reads off page 1.
    await open(page, '/quiz-students', pass);
    const card = (title: string) => page.getByRole('article', { name: title, exact: true });
    const ready = page.getByRole('dialog', { name: quizzes('student.ready.title') });
    const attempt = page.getByRole('dialog', { name: TAKEN });
    const button = (name: string) => attempt.getByRole('button', { name, exact: true });
    // English starts the quiz; Arabic opens another quiz's ready dialog, leaves it with Not yet (no
    // attempt starts) and resumes this one.
    const english = pass.language === 'en';
    await card(english ? TAKEN : PHYSICS_WEEKLY)
      .getByRole('button', { name: quizzes('student.card.start'), exact: true })
      .click();
    await expect(ready).toBeVisible();
    await scan(page, found, pass, 'quiz ready dialog');
    await ready
      .getByRole('button', { name: quizzes(english ? 'student.ready.startQuiz' : 'student.ready.notYet') })
      .click();
    await expect(ready).toBeHidden();
    if (!english) {
      await card(TAKEN)
        .getByRole('button', { name: quizzes('student.card.resume'), exact: true })
        .click();
    }
    await expect(attempt.getByRole('radiogroup').first()).toBeVisible();
    await attempt.getByRole('radio').first().check();
    await scan(page, found, pass, 'quiz attempt');
    await button(quizzes('student.attempt.close')).click();
    await expect(attempt.getByRole('alert')).toBeVisible();
    await scan(page, found, pass, 'quiz leave prompt');
    await button(quizzes('student.prompt.keepAnswering')).click();
    await button(quizzes('student.attempt.next')).click();
    await button(quizzes('student.attempt.submit')).click();
    await expect(attempt.getByRole('alert')).toBeVisible();
    await scan(page, found, pass, 'quiz submit prompt');
    if (english) {
      // Left for the Arabic pass to resume.
      await button(quizzes('student.prompt.keepAnswering')).click();
      await button(quizzes('student.attempt.close')).click();
      await button(quizzes('student.prompt.leaveQuiz')).click();
      await expect(attempt).toBeHidden();
      return;
    }
    await button(quizzes('student.prompt.submitNow')).click();
    const result = page.getByRole('dialog', { name: quizzes('student.result.title') });
    await expect(result).toBeVisible();
    await scan(page, found, pass, 'quiz result');
  });
  expect(found).toEqual({});
});

test('the admin dialogs (add, delete, CSV import) and the phone navigation have no accessibility violations', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, DEMO.admin);
  await expectPath(page, '/home-admin');
  const found: Found = {};
  await inEachPass(page, async (pass) => {
    const common = words(pass.language, 'common');
    const students = words(pass.language, 'students');
    await open(page, '/students-admin', pass);
    const dialog = page.getByRole('dialog');

    const button = (name: string | RegExp) => page.getByRole('button', { name, exact: true }).first();
    await scanDialog(page, button(students('page.addStudent')), found, pass, 'add student dialog');
    await scanDialog(page, button(startingWith(common('actions.editNamed'))), found, pass, 'edit student');
    await scanDialog(
      page,
      button(startingWith(common('actions.deleteNamed'))),
      found,
      pass,
      'delete student',
    );

    await page.getByRole('button', { name: students('page.upload'), exact: true }).click();
    await expect(dialog).toBeVisible();
    await scan(page, found, pass, 'upload students dialog');
    // A file with a row to add and a row with errors: the preview table and its marks.
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'students.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(STUDENTS_CSV),
    });
    await expect(dialog.getByRole('table')).toBeVisible();
    await scan(page, found, pass, 'upload students preview');
    await closeWithEscape(page, dialog);

    await open(page, '/subjects-admin', pass);
    await scanDialog(page, button(words(pass.language, 'subjects')('admin.add')), found, pass, 'add subject');

    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: common('header.toggleNavigation') }).click();
    await expect(page.getByRole('navigation', { name: common('nav.staff') })).toBeInViewport();
    await scan(page, found, pass, 'staff navigation on a phone');
    await page.setViewportSize({ width: 1280, height: 720 });
  });
  expect(found).toEqual({});
});

test("the teacher's grading dialog has no accessibility violations", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.teacher);
  await expectPath(page, '/dashboard');
  const found: Found = {};
  await inEachPass(page, async (pass) => {
    const submissions = words(pass.language, 'submissions');
    await open(page, '/student-submissions-admin', pass);
    // Malak's closed Mathematics homework awaits its grade (server/src/seed/demo-work.ts).
    await page.getByLabel(submissions('filters.search')).fill('Malak');
    // In Arabic the button's name holds the student and the work isolated (FSI … PDI,
    // web/src/lib/isolate.ts): the name starts after the isolate's first mark.
    const student = pass.language === 'ar' ? '\u2068Malak' : 'Malak';
    const grade = page.getByRole('button', {
      name: startingWith(submissions('card.gradeOf', { name: student })),
    });
    await scanDialog(page, grade.first(), found, pass, 'grade dialog');
  });
  expect(found).toEqual({});
});

/** The template's header, a new student and a row with errors (no phone, an unknown system). */
const STUDENTS_CSV = [
  'studentId,firstName,lastName,email,phone,password,system,academicYear,status,parentName,parentEmail,parentPhone,subjects',
  ',Omar,Ali,omar.axe@example.com,+20 100 123 4567,Change-me-2026,IGCSE,2026-2027,active,Hala Ali,hala.axe@example.com,+20 100 765 4321,IGCSE-0580',
  ',Nadia,Ali,nadia.axe@example.com,,Change-me-2026,Martian,2026-2027,active,Hala Ali,hala.axe@example.com,+20 100 765 4321,',
].join('\r\n');
