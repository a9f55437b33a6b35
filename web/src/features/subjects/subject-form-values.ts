import {
  type Curriculum,
  SUBJECT_IMAGE_EXTENSIONS,
  SUBJECT_IMAGE_MAX_BYTES,
  type Subject,
  type SubjectFields,
  type System,
  subjectFields,
} from '@sabora/contract';
import { problemOf } from '../../lib/form-problems';
import { formatBytes } from '../../lib/format';
import { i18next } from '../../lib/i18n/i18n';

type Resource = Curriculum['resources'][number];
type Topic = Curriculum['topics'][number];

/** Repeated rows carry a key of their own so React keeps each row's inputs when one is removed. */
export type ResourceDraft = Resource & { key: string };
export type TopicDraft = Omit<Topic, 'durationWeeks'> & { key: string; durationWeeks: number | string };

export interface SubjectFormValues {
  name: string;
  code: string;
  description: string;
  system: System;
  academicYear: string;
  isActive: boolean;
  resources: ResourceDraft[];
  topics: TopicDraft[];
}

let lastKey = 0;
const rowKey = () => {
  lastKey += 1;
  return `row-${lastKey}`;
};

export const blankResource = (): ResourceDraft => ({
  key: rowKey(),
  type: 'link',
  title: '',
  description: '',
  url: '',
});
export const blankTopic = (): TopicDraft => ({ key: rowKey(), title: '', description: '', durationWeeks: 1 });

/** A new subject is National, of the current year, and active. */
export function newSubjectValues(): SubjectFormValues {
  return {
    name: '',
    code: '',
    description: '',
    system: 'National',
    academicYear: String(new Date().getFullYear()),
    isActive: true,
    resources: [],
    topics: [],
  };
}

export function subjectValuesOf(subject: Subject): SubjectFormValues {
  return {
    name: subject.name,
    code: subject.code,
    description: subject.description,
    system: subject.system,
    academicYear: subject.academicYear,
    isActive: subject.isActive,
    resources: subject.curriculum.resources.map((resource) => ({ ...resource, key: rowKey() })),
    topics: subject.curriculum.topics.map((topic) => ({ ...topic, key: rowKey() })),
  };
}

const FIELDS = ['name', 'code', 'description', 'system', 'academicYear', 'isActive'] as const;
const ROW_FIELDS = ['title', 'url', 'durationWeeks'] as const;
const text = (key: string) => i18next.t(key as 'fields.name', { ns: 'subjects' });
const known = <T extends string>(list: readonly T[], key: unknown): key is T => list.includes(key as T);

/** "Name", or "Resource 2 URL" for a field inside the curriculum, in the page's language. */
function labelOf(path: readonly PropertyKey[]): string {
  const [first, list, index, field] = path;
  if (first === 'curriculum' && typeof index === 'number') {
    const row = i18next.t(list === 'topics' ? 'curriculum.topic' : 'curriculum.resource', {
      ns: 'subjects',
      number: index + 1,
    });
    const name = known(ROW_FIELDS, field) ? text(`rowFields.${field}`) : String(field ?? '');
    return i18next.t('form.rowField', { ns: 'subjects', row, field: name }).trim();
  }
  if (first === 'curriculum') {
    return text(list === 'topics' ? 'curriculum.topics' : 'curriculum.materials');
  }
  return known(FIELDS, first) ? text(`fields.${first}`) : String(first ?? '');
}

/**
 * The form checked with the server's own schema: the fields to send, or each field's problem by
 * place ("name": "Name is required", "resources.0.url": "Resource 1 URL must be a valid URL").
 */
export function checkSubject(
  values: SubjectFormValues,
): { fields: SubjectFields } | { errors: Record<string, string> } {
  const result = subjectFields.safeParse({
    name: values.name,
    code: values.code,
    description: values.description,
    system: values.system,
    academicYear: values.academicYear,
    isActive: values.isActive,
    curriculum: {
      resources: values.resources.map(({ key: _key, ...resource }) => resource),
      topics: values.topics.map(({ key: _key, ...topic }) => topic),
    },
  });
  if (result.success) return { fields: result.data };
  // The rows live in the form as `resources` and `topics`, not under `curriculum`.
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path[0] === 'curriculum' ? issue.path.slice(1) : issue.path;
    errors[path.map(String).join('.')] ??= problemOf(issue, labelOf(issue.path));
  }
  return { errors };
}

const imageTypes = SUBJECT_IMAGE_EXTENSIONS.map((extension) => extension.toUpperCase());
const typesParams = () => ({
  ns: 'subjects' as const,
  types: imageTypes.slice(0, -1).join(', '),
  last: imageTypes.at(-1),
});
export const subjectImageHint = () =>
  i18next.t('form.imageHint', { ...typesParams(), size: formatBytes(SUBJECT_IMAGE_MAX_BYTES) });
export const SUBJECT_IMAGE_ACCEPT = SUBJECT_IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Checks a chosen image as the server will; null when it is fine. */
export function imageProblem(file: File): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!SUBJECT_IMAGE_EXTENSIONS.some((allowed) => allowed === extension)) {
    return i18next.t('form.imageType', typesParams());
  }
  if (file.size > SUBJECT_IMAGE_MAX_BYTES) {
    return i18next.t('form.imageSize', { ns: 'subjects', size: formatBytes(SUBJECT_IMAGE_MAX_BYTES) });
  }
  return null;
}
