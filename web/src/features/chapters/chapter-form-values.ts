import { type Chapter, type ChapterBody, chapterUpdateBody, nextChapterOrder } from '@sabora/contract';
import { problemsByField } from '../../lib/form-problems';
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

/** A new chapter comes after the highest order there is (1 for the first). */
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
  return { errors: problemsByField(result.error.issues, labelOf) };
}
