import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { problemOf, problemsByField } from './form-problems';
import { i18next } from './i18n/i18n';

// A form words a schema's (English) problems in the reader's language, at the field.
const schema = z.object({
  title: z.string().trim().min(1, 'is required').max(5),
  email: z.email('must be a valid email address'),
  minutes: z.number().int('must be a whole number').min(1),
  tags: z.array(z.string()).max(2),
  kind: z.enum(['a', 'b']),
  code: z.string().min(3),
});
const issuesOf = (value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected problems');
  return result.error.issues;
};
const label = (path: readonly PropertyKey[]) => `«${String(path[0])}»`;
const valid = { title: 'Ok', email: 'a@b.co', minutes: 5, tags: [], kind: 'a', code: 'abc' };

describe('problemOf', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it("words the contract's rules and each kind of limit in English", () => {
    const problems = problemsByField(
      issuesOf({ title: ' ', email: 'nope', minutes: 1.5, tags: ['x', 'y', 'z'], kind: 'c', code: 'ab' }),
      label,
    );
    expect(problems).toEqual({
      title: '«title» is required',
      email: '«email» must be a valid email address',
      minutes: '«minutes» must be a whole number',
      tags: '«tags» can have at most 2 entries',
      kind: 'Choose one of the offered values for «kind»',
      code: '«code» must be at least 3 characters',
    });
    expect(problemsByField(issuesOf({ ...valid, title: 'too long', minutes: 0 }), label)).toEqual({
      title: '«title» must be at most 5 characters',
      minutes: '«minutes» must be at least 1',
    });
  });

  it("keeps only each field's first problem", () => {
    const twice = z.object({ name: z.string().min(1, 'is required').regex(/x/) });
    const result = twice.safeParse({ name: '' });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(problemsByField(result.error.issues, label)).toEqual({ name: '«name» is required' });
  });

  it('says a limit the contract words in minutes with its unit', () => {
    const duration = z.object({
      minutes: z.number().min(1, 'must be at least 1 minute').max(600, 'must be at most 600 minutes'),
    });
    const wordsOf = (minutes: number) => {
      const result = duration.safeParse({ minutes });
      return result.success ? {} : problemsByField(result.error.issues, () => 'Duration');
    };
    expect(wordsOf(0)).toEqual({ minutes: 'Duration must be at least 1 minute' });
    expect(wordsOf(601)).toEqual({ minutes: 'Duration must be at most 600 minutes' });
  });

  it('writes them in Arabic, with its plural forms and digits', async () => {
    await i18next.changeLanguage('ar');
    const [issue] = issuesOf({ ...valid, title: 'too long' });
    expect(issue && problemOf(issue, 'العنوان')).toBe('يجب ألا يتجاوز العنوان ٥ أحرف');
    const [required] = issuesOf({ ...valid, title: '' });
    expect(required && problemOf(required, 'العنوان')).toBe('حقل العنوان مطلوب');
  });
});
