import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download-button';

describe('fileNameOf (RFC 6266 Content-Disposition)', () => {
  it('prefers the UTF-8 filename* to the plain filename, whichever comes first', () => {
    expect(fileNameOf(`attachment; filename="r_sum_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`, 'x')).toBe(
      'résumé.pdf',
    );
    expect(fileNameOf(`attachment; filename*=utf-8''%D8%AF%D8%B1%D8%B3.pdf; filename="_.pdf"`, 'x')).toBe(
      'درس.pdf',
    );
  });

  it('reads a quoted or bare filename, unescaping quoted characters', () => {
    expect(fileNameOf('attachment; filename="students.csv"', 'x')).toBe('students.csv');
    expect(fileNameOf('attachment; filename="say \\"hi\\"; now.txt"', 'x')).toBe('say "hi"; now.txt');
    expect(fileNameOf('attachment; filename=plain.pdf', 'x')).toBe('plain.pdf');
  });

  it('falls back when the header names no file or its UTF-8 name is malformed', () => {
    expect(fileNameOf(null, 'fallback.pdf')).toBe('fallback.pdf');
    expect(fileNameOf('attachment', 'fallback.pdf')).toBe('fallback.pdf');
    expect(fileNameOf(`attachment; filename*=UTF-8''%E2%82`, 'fallback.pdf')).toBe('fallback.pdf');
    expect(fileNameOf(`attachment; filename*=UTF-8''%E2%82; filename="ok.pdf"`, 'x')).toBe('ok.pdf');
  });
});
