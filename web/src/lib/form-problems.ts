import type { z } from 'zod';
import { formatNumber } from './i18n/format';
import { i18next } from './i18n/i18n';

/**
 * The contract's own rule texts (the `error:` of its schemas) and their words in `common`'s
 * `formProblems`. A schema's messages are English, so a form words each problem again in the
 * reader's language; a rule missing here falls back to the issue's kind below.
 */
const RULES: Readonly<Record<string, string>> = {
  'is required': 'required',
  'must be a valid email address': 'email',
  'must be a valid phone number': 'phone',
  'must be a valid URL': 'url',
  'must be a URL (https://…)': 'url',
  'must start with http:// or https://': 'web',
  'must be a whole number': 'wholeNumber',
  'must be a whole number of minutes': 'wholeNumber',
  'must be 0 or more': 'notNegative',
  'must be in steps of 0.5': 'halfSteps',
  'must be a date and time': 'dateTime',
  'must be a date and time (YYYY-MM-DDTHH:mm or ISO 8601)': 'dateTime',
  'must be a real date': 'date',
  'must be a date (YYYY-MM-DD)': 'date',
};

/** A limit the contract words in minutes ("must be at least 1 minute"), said with its unit. */
const IN_MINUTES = / minutes?$/;

const say = (key: string, options: { field: string } & Record<string, unknown>): string =>
  i18next.t(`formProblems.${key}` as 'formProblems.invalid', { ns: 'common', ...options });

/** A field's plain problem without a schema issue: left blank, not a web address, or not valid. */
export const fieldProblem = (kind: 'required' | 'url' | 'invalid', field: string): string =>
  say(kind, { field });

/** A text longer than the server allows ("Feedback must be at most 5000 characters"). */
export const tooLongProblem = (field: string, count: number): string => say('maxLength', { field, count });

/**
 * One schema issue of a form's check as the form shows it at the field, in the page's language:
 * "Title is required", "Name must be at most 200 characters", "Duration must be at least 1".
 * `field` is the field's label as the form shows it.
 */
export function problemOf(issue: z.core.$ZodIssue, field: string): string {
  const rule = RULES[issue.message];
  if (rule) return say(rule, { field });
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? say('required', { field })
          : say('minLength', { field, count: Number(issue.minimum) });
      }
      if (issue.origin === 'array') return say('minRows', { field, count: Number(issue.minimum) });
      if (IN_MINUTES.test(issue.message))
        return say('atLeastMinutes', { field, count: Number(issue.minimum) });
      return say('atLeast', { field, minimum: formatNumber(Number(issue.minimum)) });
    case 'too_big':
      if (issue.origin === 'string') return say('maxLength', { field, count: Number(issue.maximum) });
      if (issue.origin === 'array') return say('maxRows', { field, count: Number(issue.maximum) });
      if (IN_MINUTES.test(issue.message))
        return say('atMostMinutes', { field, count: Number(issue.maximum) });
      return say('max', { field, maximum: formatNumber(Number(issue.maximum)) });
    case 'invalid_format':
      if (issue.format === 'email') return say('email', { field });
      if (issue.format === 'url') return say('url', { field });
      return say('invalid', { field });
    case 'invalid_value':
      return say('choose', { field });
    default:
      return say('invalid', { field });
  }
}

/**
 * Every issue of a failed check at its field's place ("title", "objectives.1"), the first problem
 * of each; `labelOf` names a field from its path, and `wordOf` words a form's own rules (by
 * default `problemOf`).
 */
export function problemsByField(
  issues: readonly z.core.$ZodIssue[],
  labelOf: (path: readonly PropertyKey[]) => string,
  wordOf: (issue: z.core.$ZodIssue, field: string) => string = problemOf,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    errors[issue.path.map(String).join('.')] ??= wordOf(issue, labelOf(issue.path));
  }
  return errors;
}
