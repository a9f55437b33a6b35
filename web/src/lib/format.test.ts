import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatBytes } from './format';

describe("sizes and counts in the reader's language and digits", () => {
  it('keeps English sizes as they were', () => {
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(10)).toBe('10 B');
  });

  it('writes sizes with Arabic digits and units, and French ones with a decimal comma', async () => {
    await i18next.changeLanguage('ar');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('١٫٥ ميجابايت');
    await i18next.changeLanguage('fr');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1,5 Mo');
  });

  it("writes a count in Arabic-Indic digits, and Arabic's dual in words", async () => {
    await i18next.changeLanguage('ar');
    expect(i18next.t('course.enrolled', { count: 2 })).toBe('طالبان مسجَّلان');
    expect(i18next.t('course.enrolled', { count: 3 })).toBe('٣ طلاب مسجَّلين');
    expect(i18next.t('course.enrolled', { count: 12 })).toBe('١٢ طالبًا مسجَّلًا');
    await i18next.changeLanguage('en');
    expect(i18next.t('course.enrolled', { count: 1200 })).toBe('1,200 students enrolled');
  });
});
