import { expect, type Locator, type Page, test } from '../support/fixtures';
import { DEMO, expectPath, parentSignIn, signIn } from './helpers';
import { PHONE, sidewaysOverflow } from './phone-helpers';

// The headers on a 360 × 740 phone since the language switch joined them. The
// signed-in header keeps the language, the bell and the account menu on screen, left to right in
// English and right to left in Arabic (the switch shows the language's code there); the public
// header and the sign-in page never push anything past the screen's edge, in any language.
test.use({ viewport: PHONE });

/** The words each check finds its controls by, in the language the page is in. */
const WORDS = {
  en: {
    switch: 'Choose language',
    bell: /^Notifications/,
    account: /^Account menu of /,
    signUp: 'Sign Up',
    login: 'Login',
  },
  ar: {
    switch: 'اختر اللغة',
    bell: /^الإشعارات/,
    account: /^قائمة حساب /,
    signUp: 'إنشاء حساب',
    login: 'تسجيل الدخول',
  },
  es: {
    switch: 'Elegir idioma',
    bell: /^Notificaciones/,
    account: /^Menú de la cuenta de /,
    signUp: 'Registrarse',
    login: 'Iniciar sesión',
  },
} as const;
type Language = keyof typeof WORDS;

/** The control's whole box is inside the 360 px screen: no part of it past either edge. */
async function expectWhollyOnScreen(control: Locator) {
  await expect(control).toBeVisible();
  // Measured again if the page re-renders in between (a language just picked loads its words).
  await expect(async () => {
    const box = await control.boundingBox();
    expect(box, 'the control has a box').not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  }).toPass({ timeout: 10_000 });
  await expect(control).toBeInViewport({ ratio: 1 });
}

async function pickLanguage(page: Page, from: Language, to: Language, name: string) {
  await page.getByRole('combobox', { name: WORDS[from].switch }).selectOption({ label: name });
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

async function expectHeaderFits(page: Page, language: Language) {
  const header = page.getByRole('banner');
  const words = WORDS[language];
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  const languageSwitch = header.getByRole('combobox', { name: words.switch });
  await expectWhollyOnScreen(languageSwitch);
  // The compact switch shows the code; its list still names every language in itself.
  await expect(header.getByText(language.toUpperCase(), { exact: true })).toBeVisible();
  await expect(languageSwitch.locator('option')).toHaveText(['English', 'العربية', 'Français', 'Español']);
  await expectWhollyOnScreen(header.getByRole('button', { name: words.bell }));
  await expectWhollyOnScreen(header.getByRole('button', { name: words.account }));
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
}

/** The header in English, then in Arabic (saved to the account), then back to English for good. */
async function checkBothLanguages(page: Page, navigation: RegExp) {
  await expect(page.getByRole('button', { name: /^Account menu of / })).toBeVisible({ timeout: 30_000 });
  await expectHeaderFits(page, 'en');
  await expectWhollyOnScreen(page.getByRole('banner').getByRole('button', { name: navigation }));
  await pickLanguage(page, 'en', 'ar', 'العربية');
  try {
    await expectHeaderFits(page, 'ar');
  } finally {
    // The demo account's language is shared with the other tests of the run.
    await pickLanguage(page, 'ar', 'en', 'English');
    await expect
      .poll(async () => {
        const reply = await page.request.get('/api/users/me/settings');
        return (await reply.json()).data?.language;
      })
      .toBe('en');
  }
}

test("a student's header keeps the menu, the language, the bell and the account on a phone, in English and Arabic", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.student);
  await expectPath(page, '/home-students');
  await checkBothLanguages(page, /^Menu$/);
});

test("a parent's header keeps the burger, the language, the bell and the account on a phone, in English and Arabic", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await parentSignIn(page, DEMO.parent.email, DEMO.parent.phone);
  await expectPath(page, '/dashboard');
  await checkBothLanguages(page, /^Toggle navigation$/);
});

test('the public header and the sign-in page keep every control on a phone, in English, Arabic and Spanish', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/');
  let shown: Language = 'en';
  for (const [language, name] of [
    ['en', 'English'],
    ['ar', 'العربية'],
    ['es', 'Español'],
  ] as const) {
    await test.step(language, async () => {
      if (language !== shown) await pickLanguage(page, shown, language, name);
      shown = language;
      const header = page.getByRole('banner');
      const words = WORDS[language];
      await expectWhollyOnScreen(header.getByRole('combobox', { name: words.switch }));
      await expectWhollyOnScreen(header.getByRole('link', { name: words.signUp }));
      await expectWhollyOnScreen(header.getByRole('link', { name: words.login }));
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    });
  }
  await page.getByRole('banner').getByRole('link', { name: WORDS.es.login }).click();
  await expectPath(page, '/login');
  await expectWhollyOnScreen(page.getByRole('combobox', { name: WORDS.es.switch }));
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await pickLanguage(page, 'es', 'ar', 'العربية');
  await expectWhollyOnScreen(page.getByRole('combobox', { name: WORDS.ar.switch }));
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});

test.describe('with a touch screen', () => {
  test.use({ hasTouch: true });

  test('the public sections are one tap away, behind the menu button', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const menu = header.getByRole('button', { name: 'Toggle navigation' });
    await expect(menu).toBeVisible();
    await menu.tap();
    const sections = header.locator('#public-sections');
    await sections.getByRole('link', { name: 'About' }).tap();
    await expect(page).toHaveURL(/#about$/);
    await expect(sections).toHaveCount(0);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
