import { type Chapter, type ChapterBody, chapterUpdateBody, nextChapterOrder } from '@sabora/contract';
import type { z } from 'zod';
import { formatNumber } from '../../lib/i18n/format';
import { i18next } from '../../lib/i18n/i18n';

/** Each objective row keeps a key of its own so removing one keeps the others' inputs. */
export interface ObjectiveDraft {
  key: string;
  text: string;
}

export interface ChapterFormValues {
  title: string;
  description: string;
  order: number | string;
  content: string;
  objectives: ObjectiveDraft[];
  duration: number | string;
}

let lastKey = 0;
export const blankObjective = (text = ''): ObjectiveDraft => {
  lastKey += 1;
  return { key: `objective-${lastKey}`, text };
};

/** Staff spec §2: a new chapter comes after the highest order there is (1 for the first). */
export function newChapterValues(chapters: readonly Chapter[]): ChapterFormValues {
  return {
    title: '',
    description: '',
    order: nextChapterOrder(chapters),
    content: '',
    objectives: [blankObjective()],
    duration: 0,
  };
}

export function chapterValuesOf(chapter: Chapter): ChapterFormValues {
  return {
    title: chapter.title,
    description: chapter.description,
    order: chapter.order,
    content: chapter.content,
    objectives: (chapter.objectives.length > 0 ? chapter.objectives : ['']).map(blankObjective),
    duration: chapter.duration,
  };
}

const FIELDS = ['title', 'description', 'order', 'content', 'duration', 'objectives'] as const;
const ns = 'chapters' as const;

/** "Title", or "Objective 2" for a row of the objectives, in the page's language. */
function labelOf([field, index]: readonly PropertyKey[]): string {
  if (field === 'objectives' && typeof index === 'number') {
    return i18next.t('form.objective', { ns, number: index + 1 });
  }
  const known = FIELDS.find((name) => name === field);
  return known ? i18next.t(`fields.${known}`, { ns }) : String(field ?? '');
}

/** The contract's own rule texts (contract/src/chapters.ts) and their words in the catalogue. */
const RULES = {
  'is required': 'problems.required',
  'must be a whole number': 'problems.wholeNumber',
  'must be 0 or more': 'problems.notNegative',
  'must be in steps of 0.5': 'problems.halfSteps',
} as const;

/**
 * A schema problem as the form words it, in the page's language ("Title is required", "Objective 2
 * must be at most 500 characters"): the schema's messages are English, so each rule is written
 * again in the catalogue.
 */
function problemOf(issue: z.core.$ZodIssue, field: string): string {
  const rule = RULES[issue.message as keyof typeof RULES];
  if (rule) return i18next.t(rule, { ns, field });
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return i18next.t('problems.required', { ns, field });
      return i18next.t('problems.atLeast', { ns, field, minimum: formatNumber(Number(issue.minimum)) });
    case 'too_big':
      if (issue.origin === 'string')
        return i18next.t('problems.maxLength', { ns, field, count: Number(issue.maximum) });
      if (issue.origin === 'array')
        return i18next.t('problems.maxRows', { ns, field, count: Number(issue.maximum) });
      return i18next.t('problems.max', { ns, field, maximum: formatNumber(Number(issue.maximum)) });
    default:
      return i18next.t('problems.invalid', { ns, field });
  }
}

/**
 * The form checked with the server's schema: the body to send (blank objectives dropped), or each
 * field's problem ("title": "Title is required", "objectives.1": "Objective 2 must be at most 500
 * characters").
 */
export function checkChapter(
  values: ChapterFormValues,
): { body: Omit<ChapterBody, 'subject'> } | { errors: Record<string, string> } {
  const result = chapterUpdateBody.safeParse({
    title: values.title,
    description: values.description,
    // An emptied number field is missing, not 0, so it reads "Order is required".
    order: values.order === '' ? undefined : values.order,
    content: values.content,
    objectives: values.objectives.map((objective) => objective.text),
    duration: values.duration === '' ? undefined : values.duration,
  });
  if (result.success) return { body: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    errors[issue.path.map(String).join('.')] ??= problemOf(issue, labelOf(issue.path));
  }
  return { errors };
}
