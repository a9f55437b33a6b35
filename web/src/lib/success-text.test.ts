import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from './i18n/i18n';
import { successText } from './success-text';

describe('successText', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it("shows the server's words in English, and the screen's own text when there are none", () => {
    expect(successText('Welcome back!', 'Login successful! Redirecting...')).toBe('Welcome back!');
    expect(successText(undefined, 'Login successful! Redirecting...')).toBe(
      'Login successful! Redirecting...',
    );
  });

  it("shows the screen's catalogue text in another language, since the server writes English", async () => {
    await i18next.changeLanguage('ar');
    expect(successText('Welcome back!', 'تم تسجيل الدخول بنجاح')).toBe('تم تسجيل الدخول بنجاح');
  });
});
