import { describe, expect, it } from 'vitest';
import { FILE_NAME_SHOWN, fileNameParts, middleEllipsis } from './file-name';

describe('middleEllipsis', () => {
  it('leaves a name that fits as it is', () => {
    expect(middleEllipsis('teacher_homework.pdf')).toBe('teacher_homework.pdf');
    expect(middleEllipsis('a'.repeat(FILE_NAME_SHOWN))).toBe('a'.repeat(FILE_NAME_SHOWN));
  });

  it('cuts the middle of a long name, keeping its start, the end of its stem and its extension', () => {
    const name = 'teacher_homework_chapter_three_final_version.pdf';
    const short = middleEllipsis(name);
    expect(short).toBe('teacher_homework_chapter_thre…ersion.pdf');
    expect(Array.from(short)).toHaveLength(FILE_NAME_SHOWN);
  });

  it('keeps a long extension as part of the name rather than as the extension', () => {
    expect(middleEllipsis('notes.final-copy-of-the-chapter-one-summary', 20)).toBe('notes.final-c…ummary');
  });

  it('shortens a name without an extension, or a dot file, the same way', () => {
    expect(middleEllipsis('README-for-the-whole-course-and-more', 20)).toBe('README-for-th…d-more');
    expect(middleEllipsis('.a-hidden-configuration-file', 16)).toBe('.a-hidden…n-file');
  });

  it('never splits a character made of two code units', () => {
    const short = middleEllipsis(`${'📘'.repeat(30)}.pdf`, 12);
    expect(short).toBe('📘…📘📘📘📘📘📘.pdf');
    expect(short).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('works in any script', () => {
    expect(middleEllipsis('واجب_الفصل_الأول_الرياضيات_الصف_الثالث_النهائي.docx', 24)).toBe(
      'واجب_الفصل_ا…لنهائي.docx',
    );
  });
});

describe('fileNameParts', () => {
  it('breaks after underscores, hyphens, dots and spaces, keeping every character', () => {
    expect(fileNameParts('teacher_homework-v2.final copy.pdf')).toEqual([
      'teacher_',
      'homework-',
      'v2.',
      'final ',
      'copy.',
      'pdf',
    ]);
    expect(fileNameParts('plain')).toEqual(['plain']);
  });
});
