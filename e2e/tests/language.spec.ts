import { type Browser, expect, type Page, test } from '../support/fixtures';
import { DEMO, expectPath } from './helpers';

// The language switch on the sign-in page and in the signed-in header; a first
// visit follows the browser; a language picked by hand is saved to the account. The form is found
// by its fields' names, not their labels, because the labels change language here.
async function signInByFields(page: Page, email: string) {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(DEMO.password);
  await page.locator('form button[type="submit"]').click();
}

const html = (page: Page) => page.locator('html');

const languageSelect = (page: Page) =>
  page.getByRole('combobox', { name: /Choose language|اختر اللغة|Choisir la langue|Elegir idioma/ });

async function pickLanguage(page: Page, name: string) {
  await languageSelect(page).selectOption({ label: name });
}

async function freshDevice(browser: Browser, locale: string) {
  const context = await browser.newContext({ locale });
  return { context, page: await context.newPage() };
}

test('a first visit follows the browser language, and a language picked before sign-in is saved to the account', async ({
  browser,
}) => {
  test.slow(); // two devices, two sign-ins
  const french = await freshDevice(browser, 'fr-FR');
  await french.page.goto('/login');
  await expect(html(french.page)).toHaveAttribute('lang', 'fr');
  await expect(html(french.page)).toHaveAttribute('dir', 'ltr');
  await expect(french.page.getByRole('combobox', { name: 'Choisir la langue' })).toHaveValue('fr');

  await pickLanguage(french.page, 'العربية');
  await expect(html(french.page)).toHaveAttribute('lang', 'ar');
  await expect(html(french.page)).toHaveAttribute('dir', 'rtl');
  await signInByFields(french.page, DEMO.student);
  await expectPath(french.page, '/home-students');
  await expect(html(french.page)).toHaveAttribute('dir', 'rtl');
  await french.context.close();

  // Another device whose browser is English: the account's language wins once signed in.
  const english = await freshDevice(browser, 'en-US');
  await english.page.goto('/login');
  await expect(html(english.page)).toHaveAttribute('lang', 'en');
  await signInByFields(english.page, DEMO.student);
  await expectPath(english.page, '/home-students');
  await expect(html(english.page)).toHaveAttribute('lang', 'ar');
  await expect(html(english.page)).toHaveAttribute('dir', 'rtl');

  // The header's switch saves the choice to the account at once.
  await pickLanguage(english.page, 'English');
  await expect(html(english.page)).toHaveAttribute('dir', 'ltr');
  await expect
    .poll(async () => {
      const reply = await english.page.request.get('/api/users/me/settings');
      return (await reply.json()).data?.language;
    })
    .toBe('en');
  await english.context.close();
});
