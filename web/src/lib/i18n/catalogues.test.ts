import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES_OFFERED } from './languages';

// Every catalogue is complete in every language. Read from disk, so a namespace a screen
// loads lazily is checked like the bundled one.
const LOCALES = path.resolve(import.meta.dirname, '../../locales');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Catalogue = Map<string, string>;

function flatten(value: unknown, prefix: string, into: Catalogue): Catalogue {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  else into.set(prefix, String(value));
  return into;
}

const read = (language: string, namespace: string): Catalogue =>
  flatten(JSON.parse(readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8')), '', new Map());

const namespacesOf = (language: string) =>
  readdirSync(path.join(LOCALES, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();

const variables = (text: string) => new Set([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]));

/** Keys without their plural suffix, each with the plural categories it is written in. */
function baseKeys(catalogue: Catalogue): Map<string, Set<string>> {
  const bases = new Map<string, Set<string>>();
  for (const key of catalogue.keys()) {
    const plural = PLURAL_SUFFIX.exec(key);
    const base = plural ? key.slice(0, plural.index) : key;
    const forms = bases.get(base) ?? new Set<string>();
    if (plural?.[1]) forms.add(plural[1]);
    bases.set(base, forms);
  }
  return bases;
}

const english = namespacesOf('en');

describe('message catalogues', () => {
  it.each(LANGUAGES_OFFERED.filter((language) => language !== 'en'))(
    '%s has every namespace English has',
    (language) => {
      expect(namespacesOf(language)).toEqual(english);
    },
  );

  for (const namespace of english) {
    const en = read('en', namespace);
    const enBases = baseKeys(en);

    it.each(LANGUAGES_OFFERED)(
      `${namespace}: %s has every key, each written, with the same placeholders`,
      (language) => {
        const catalogue = read(language, namespace);
        const bases = baseKeys(catalogue);
        const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
        const problems: string[] = [];
        for (const [base, forms] of enBases) {
          const theirs = bases.get(base);
          if (!theirs) {
            problems.push(`missing ${base}`);
            continue;
          }
          // A plural in English is a plural in every language, with each of that language's forms.
          if (forms.size > 0)
            for (const category of categories)
              if (!theirs.has(category)) problems.push(`missing ${base}_${category}`);
        }
        for (const base of bases.keys()) if (!enBases.has(base)) problems.push(`not in English: ${base}`);
        for (const [key, text] of catalogue) {
          if (text.trim() === '') problems.push(`empty ${key}`);
          const base = key.replace(PLURAL_SUFFIX, '');
          const source = en.get(base) ?? en.get(`${base}_other`);
          if (source === undefined) continue;
          const expected = variables(source);
          const actual = variables(text);
          // A plural form may leave out the count ("one student" needs no number).
          if (PLURAL_SUFFIX.test(key)) expected.delete('count');
          for (const name of expected) if (!actual.has(name)) problems.push(`${key} lacks {{${name}}}`);
          for (const name of actual)
            if (!variables(source).has(name)) problems.push(`${key} has unknown {{${name}}}`);
        }
        expect(problems).toEqual([]);
      },
    );
  }
});

/**
 * Arabic texts that show Western digits on purpose: what to type in a field whose format the school
 * checks in them (an academic year, a phone number), and a file encoding's name.
 */
const WESTERN_DIGITS_ON_PURPOSE = new Set([
  'virtual-classes-admin:problems.yearShape',
  'virtual-classes-admin:problems.consecutiveYears',
  'auth:parentForm.phoneHint',
  'errors:importNotUtf8',
]);

// docs/decisions.md, "Counts in the reader's digits": one numbering system per language. Every
// placeholder of every Arabic text is given a number, as a screen that forgot `, number` would.
describe('Arabic numbers in Arabic-Indic digits', () => {
  it.each(english)('%s: no Western digit, whether the text writes it or a number is put in', (namespace) => {
    const problems: string[] = [];
    for (const [key, text] of read('ar', namespace)) {
      if (WESTERN_DIGITS_ON_PURPOSE.has(`${namespace}:${key}`)) continue;
      const values = Object.fromEntries([...variables(text)].map((name) => [name, 1234]));
      const shown = i18next.t(key, { ns: namespace, lng: 'ar', ...values });
      if (/[0-9]/.test(shown)) problems.push(`${key}: ${shown}`);
    }
    expect(problems).toEqual([]);
  });
});
