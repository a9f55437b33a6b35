import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { isolate } from './isolate';

const FSI = '\u2068';
const PDI = '\u2069';

describe('isolate', () => {
  it('isolates any text in a right-to-left page, English or Arabic', () => {
    expect(isolate('What is the gradient of y = 4x − 7?', 'rtl')).toBe(
      `${FSI}What is the gradient of y = 4x − 7?${PDI}`,
    );
    expect(isolate('الكيمياء', 'rtl')).toBe(`${FSI}الكيمياء${PDI}`);
    expect(isolate('2024', 'rtl')).toBe(`${FSI}2024${PDI}`);
  });

  it('isolates text with right-to-left letters in a left-to-right page', () => {
    expect(isolate('منى حسن', 'ltr')).toBe(`${FSI}منى حسن${PDI}`);
    expect(isolate('Physics الفيزياء', 'ltr')).toBe(`${FSI}Physics الفيزياء${PDI}`);
    expect(isolate('שלום', 'ltr')).toBe(`${FSI}שלום${PDI}`);
  });

  it('leaves left-to-right text in a left-to-right page as it is (the marks would change nothing)', () => {
    expect(isolate('Mona Hassan', 'ltr')).toBe('Mona Hassan');
    expect(isolate('Algèbre: révision?', 'ltr')).toBe('Algèbre: révision?');
  });

  it('leaves empty text empty', () => {
    expect(isolate('', 'rtl')).toBe('');
  });

  it("takes the page's direction from its language", async () => {
    expect(isolate('Mona Hassan')).toBe('Mona Hassan');
    await i18next.changeLanguage('ar');
    expect(isolate('Mona Hassan')).toBe(`${FSI}Mona Hassan${PDI}`);
  });
});
