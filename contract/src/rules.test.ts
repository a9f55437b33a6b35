import { describe, expect, it } from 'vitest';
import { chapterBody, nextChapterOrder, previewOf } from './chapters.js';
import { totalPagesOf } from './common.js';
import { homePathFor } from './first-page.js';
import { questionFields } from './question-bank.js';
import { curriculumSchema, SYSTEM_LABELS } from './subjects.js';

describe('contract rules', () => {
  it('sends each role to its home after sign-in', () => {
    expect(homePathFor('student')).toBe('/home-students');
    expect(homePathFor('admin')).toBe('/home-admin');
    expect(homePathFor('teacher')).toBe('/dashboard');
    expect(homePathFor('parent')).toBe('/dashboard');
  });

  it('labels systems as people read them', () => {
    expect(SYSTEM_LABELS).toEqual({ IGCSE: 'IGCSE', American: 'SAT', National: 'Thanaweya Amma' });
  });

  it('stores only http and https links: never javascript: or data:', () => {
    const resource = (url: string) =>
      curriculumSchema.safeParse({ resources: [{ type: 'link', title: 'Notes', url }], topics: [] }).success;
    expect(resource('https://example.com/notes')).toBe(true);
    expect(resource('HTTP://example.com')).toBe(true);
    expect(resource('javascript:alert(1)')).toBe(false);
    expect(resource('data:text/html,<script>alert(1)</script>')).toBe(false);
    const question = (videoLink: string) =>
      questionFields.safeParse({
        subject: '00000000-0000-4000-8000-000000000001',
        chapter: '00000000-0000-4000-8000-000000000002',
        title: 'Q',
        options: ['a', 'b', 'c', 'd'],
        rightChoice: 'a',
        videoLink,
      });
    expect(question('https://youtu.be/x').success).toBe(true);
    expect(question('').success).toBe(true);
    const script = question('javascript:alert(1)');
    expect(script.success).toBe(false);
    expect(script.error?.issues[0]?.path).toEqual(['videoLink']);
  });

  it('counts at least one page', () => {
    expect(totalPagesOf(0, 10)).toBe(1);
    expect(totalPagesOf(21, 10)).toBe(3);
  });

  it('cuts chapter previews at 200 characters and orders new chapters after the highest', () => {
    expect(previewOf('a'.repeat(200))).toBe('a'.repeat(200));
    expect(previewOf('a'.repeat(201))).toBe(`${'a'.repeat(200)}...`);
    expect(nextChapterOrder([])).toBe(1);
    expect(nextChapterOrder([{ order: 3 }, { order: 7 }])).toBe(8);
  });

  it('checks chapter fields: order at least 1, duration in steps of 0.5, blank objectives dropped', () => {
    const subject = '00000000-0000-4000-8000-000000000000';
    const ok = chapterBody.parse({
      subject,
      title: ' Cells ',
      order: 2,
      duration: 1.5,
      objectives: ['a', ' ', ''],
    });
    expect(ok).toMatchObject({ title: 'Cells', order: 2, duration: 1.5, objectives: ['a'] });
    expect(chapterBody.safeParse({ subject, title: 'x', order: 0 }).error?.issues[0]?.message).toBe(
      'must be at least 1',
    );
    expect(
      chapterBody.safeParse({ subject, title: 'x', order: 1, duration: 0.3 }).error?.issues[0]?.message,
    ).toBe('must be in steps of 0.5');
    expect(
      chapterBody.safeParse({ subject, title: 'x', order: 1, duration: -1 }).error?.issues[0]?.message,
    ).toBe('must be 0 or more');
  });
});
