import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findHardCodedText, readSource, sourceFiles } from './hard-coded-text';

const SRC = path.resolve(import.meta.dirname, '../..');
const relative = (file: string) => path.relative(SRC, file).replaceAll(path.sep, '/');

describe('no hard-coded text', () => {
  const flagged = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const findings = findHardCodedText(file, readSource(file));
    if (findings.length > 0)
      flagged.set(
        relative(file),
        findings.map((f) => `${f.line}: ${f.text}`),
      );
  }

  it('every screen reads its text from the catalogues', () => {
    expect(Object.fromEntries(flagged)).toEqual({});
  });

  it('finds text in tags, read attributes, braces and labelled fields, and not catalogue keys', () => {
    const found = findHardCodedText(
      'x.tsx',
      `const A = () => <div title="Hello">Text {'More'} {t('a.b')} <I aria-label={'Close'} /></div>;
       const list = [{ label: 'Home' }, { label: 'header.home' }];
       notify({ title: 'Saved', message: t('x.saved') });`,
    ).map((f) => f.text);
    expect(found).toEqual(['Hello', 'Text', 'More', 'Close', 'Home', 'Saved']);
    const branches = findHardCodedText(
      'y.tsx',
      `const B = () => <b title={x ? 'Open' : t('a.b')}>{copied ? 'Copied!' : 'Copy'}{name ?? 'Nobody'}</b>;`,
    ).map((f) => f.text);
    expect(branches).toEqual(['Open', 'Copied!', 'Copy', 'Nobody']);
  });
});
