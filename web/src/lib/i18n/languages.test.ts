import { describe, expect, it } from 'vitest';
import { intlLocaleOf } from './languages';

describe('intlLocaleOf', () => {
  it("uses the browser's own variant of the language, so a British reader gets British dates", () => {
    expect(intlLocaleOf('en', ['en-GB', 'en'])).toBe('en-GB');
    expect(intlLocaleOf('fr', ['ar-EG', 'fr-CA'])).toBe('fr-CA');
    expect(
      new Date(Date.UTC(2026, 10, 29)).toLocaleDateString(intlLocaleOf('en', ['en-GB']), {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    ).toBe('29 November 2026');
  });

  it('falls back to the language alone when the browser lists no variant of it', () => {
    expect(intlLocaleOf('es', ['en-US'])).toBe('es');
    expect(intlLocaleOf('en', [])).toBe('en');
  });

  it('keeps Arabic Egyptian whatever the browser says, so no other calendar slips in', () => {
    expect(intlLocaleOf('ar', ['ar-SA'])).toBe('ar-EG');
  });

  it('ignores a malformed tag from the browser', () => {
    expect(intlLocaleOf('en', ['en-#'])).toBe('en');
  });
});
