import { FSI, LANGUAGES, PDI } from '@sabora/contract';
import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { fill, isTimeZone, MESSAGES, moment, setSchoolTimeZone, word, writeMail } from './messages.js';

/** Every text of a catalogue, by its dotted key. */
function texts(catalogue: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(name, value);
    else for (const [k, v] of texts(value, name)) found.set(k, v);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the server’s texts in every language', () => {
  const english = texts(en);

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s has every English key, none empty, with the same placeholders',
    (language) => {
      const translated = texts(MESSAGES[language]);
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of english) {
        const other = translated.get(key)!;
        expect(other.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(other), `${language} ${key}`).toEqual(placeholders(text));
      }
    },
  );

  it('fills values, per language where a value is a word or a date', () => {
    const params = { kind: word('homework'), title: 'Pendulum lab', grade: 88 };
    expect(fill(en.notices.gradePosted.message, params, 'en')).toBe(
      'Your homework "Pendulum lab" was graded: 88/100.',
    );
    expect(fill(MESSAGES.ar.notices.gradePosted.message, params, 'ar')).toBe(
      `تم تصحيح الواجب «${FSI}Pendulum lab${PDI}»: 88/100.`,
    );
    const at = moment(new Date(Date.UTC(2026, 10, 25, 9, 0)));
    expect(at('en')).toBe('Wednesday, 25 November 2026 at 09:00 UTC');
    expect(at('fr')).toBe('mercredi 25 novembre 2026 à 09:00 UTC');
    expect(at('ar')).toContain('نوفمبر');
    expect(at('ar')).toContain('٢٠٢٦'); // Egyptian digits
  });

  it('keeps the direction of text the school typed inside a sentence, and leaves addresses bare', () => {
    // An English question in an Arabic notice keeps its '?' at its own end, not the sentence's start.
    const question = { kind: word('quiz'), title: 'What is 4x − 7?', grade: 50 };
    expect(fill(MESSAGES.ar.notices.gradePosted.title, question, 'ar')).toBe(
      `رُصدت الدرجة: ${FSI}What is 4x − 7?${PDI}`,
    );
    // In a left-to-right language only right-to-left text needs it: an Arabic name in an English mail.
    expect(fill('Hello {{firstName}},', { firstName: 'منى' }, 'en')).toBe(`Hello ${FSI}منى${PDI},`);
    expect(fill('Hello {{firstName}},', { firstName: 'Mona' }, 'en')).toBe('Hello Mona,');
    // A link stays as it is, so a mail reader links exactly the address.
    expect(fill('{{link}}', { link: 'https://school.example/grades' }, 'ar')).toBe(
      'https://school.example/grades',
    );
  });

  it('names moments on the school’s clock, with its offset', () => {
    setSchoolTimeZone('Africa/Cairo');
    try {
      const at = moment(new Date(Date.UTC(2026, 10, 25, 9, 0)));
      expect(at('en')).toBe('Wednesday, 25 November 2026 at 11:00 GMT+2');
      expect(at('fr')).toBe('mercredi 25 novembre 2026 à 11:00 UTC+2');
      expect(at('ar')).toContain('غرينتش+٢');
      // Across midnight, the school's date, not UTC's: 23:30 UTC is already the next day in Cairo.
      expect(moment(new Date(Date.UTC(2026, 10, 25, 23, 30)))('en')).toBe(
        'Thursday, 26 November 2026 at 01:30 GMT+2',
      );
    } finally {
      setSchoolTimeZone('UTC');
    }
    expect(isTimeZone('Africa/Cairo')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('writes a mail in the reader’s language', () => {
    const mail = writeMail('resetPassword', { firstName: 'Laila', link: 'https://school.test/r' }, 'es');
    expect(mail.subject).toBe('Restablece tu contraseña de Sabora');
    expect(mail.text).toContain('Hola, Laila:');
    expect(mail.text).toContain('https://school.test/r');
  });
});
