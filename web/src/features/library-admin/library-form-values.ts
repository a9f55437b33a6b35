import {
  LIBRARY_FILE_EXTENSIONS,
  LIBRARY_FILE_MAX_BYTES,
  type LibraryItem,
  type LibraryType,
  libraryCreateFields,
  type RecordingPlatform,
} from '@sabora/contract';
import type { z } from 'zod';
import type { FileRules } from '../../components/files-submit-form';
import { fieldProblem, problemOf } from '../../lib/form-problems';
import type { FieldErrors } from '../../lib/form-rules';
import { i18next } from '../../lib/i18n/i18n';
import { editSchema } from './api/library-form-data';

export interface LibraryFormValues {
  title: string;
  description: string;
  type: LibraryType | '';
  subject: string;
  chapter: string;
  /** Comma-separated, as entered. */
  tags: string;
  isPublic: boolean;
  recordingUrl: string;
  /** Minutes, as typed. */
  recordingDuration: string;
  recordingPlatform: RecordingPlatform | '';
}

export const newLibraryValues = (): LibraryFormValues => ({
  title: '',
  description: '',
  type: '',
  subject: '',
  chapter: '',
  tags: '',
  isPublic: false,
  recordingUrl: '',
  recordingDuration: '',
  recordingPlatform: '',
});

export const libraryValuesOf = (item: LibraryItem): LibraryFormValues => ({
  title: item.title,
  description: item.description,
  type: item.type,
  subject: item.subject._id,
  chapter: item.chapter._id,
  tags: item.tags.join(', '),
  isPublic: item.isPublic,
  recordingUrl: item.recordingUrl ?? '',
  recordingDuration: item.recordingDuration === null ? '' : String(item.recordingDuration),
  recordingPlatform: item.recordingPlatform ?? '',
});

type CheckedField = Exclude<keyof LibraryFormValues, 'isPublic'>;

const CHECKED: readonly CheckedField[] = [
  'title',
  'description',
  'type',
  'subject',
  'chapter',
  'tags',
  'recordingUrl',
  'recordingDuration',
  'recordingPlatform',
];

const ns = 'library-admin' as const;

/** A field's name as the form shows it, in the page's language. */
const labelOf = (field: CheckedField) => i18next.t(`fields.${field}`, { ns });

/**
 * The library schema's own rules (contract/src/library.ts) that the shared wording would say
 * otherwise: they keep their words ("Recording URL must be a URL (https://…)", "Duration must be at
 * least 1 minute"); the rest is the shared wording of `lib/form-problems.ts`.
 */
const RULES = {
  'must be a URL (https://…)': 'problems.url',
  'must be a whole number of minutes': 'problems.wholeMinutes',
  'is required for a recording': 'problems.requiredForRecording',
  'is required for a recording (minutes)': 'problems.requiredMinutes',
  'each tag must be at most 50 characters': 'problems.tagLength',
  'must be a valid id': 'problems.validId',
} as const;

function problemOfField(issue: z.core.$ZodIssue, field: string): string {
  const rule = RULES[issue.message as keyof typeof RULES];
  if (rule) return i18next.t(rule, { ns, field });
  // The only number the form checks is the recording's duration, in minutes.
  if (issue.code === 'too_small' && issue.origin === 'number')
    return i18next.t('problems.minMinutes', { ns, field, count: Number(issue.minimum) });
  if (issue.code === 'too_big' && issue.origin === 'number')
    return i18next.t('problems.maxMinutes', { ns, field, count: Number(issue.maximum) });
  return problemOf(issue, field);
}

/** "File is required", in the page's language. */
export const fileRequired = () => fieldProblem('required', i18next.t('fields.file', { ns }));

const RECORDING_REQUIRED = ['recordingUrl', 'recordingDuration', 'recordingPlatform'] as const;

/** A material's file, by extension and size (the server checks its content too). */
export const LIBRARY_FILE_RULES: FileRules = {
  extensions: LIBRARY_FILE_EXTENSIONS,
  maxBytes: LIBRARY_FILE_MAX_BYTES,
  maxCount: 1,
};
export const LIBRARY_FILE_ACCEPT = LIBRARY_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export type LibraryFieldErrors = FieldErrors<CheckedField>;

/** Blank required fields first ("Title is required"), then the schema's problems of the others. */
function checkedErrors(
  schema: z.ZodType,
  values: LibraryFormValues,
  required: readonly CheckedField[],
): LibraryFieldErrors {
  const errors: LibraryFieldErrors = {};
  for (const field of required)
    if (values[field].trim() === '') errors[field] = fieldProblem('required', labelOf(field));
  const result = schema.safeParse(values);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = CHECKED.find((name) => name === issue.path[0]);
    if (field) errors[field] ??= problemOfField(issue, labelOf(field));
  }
  return errors;
}

/**
 * The add form's messages, from the server's own schema: Title, Type, Subject and
 * Chapter required; a recording's URL, duration (at least 1 minute) and platform.
 */
export function addErrors(values: LibraryFormValues): LibraryFieldErrors {
  const required: CheckedField[] = ['title', 'type', 'subject', 'chapter'];
  if (values.type === 'recording') required.push(...RECORDING_REQUIRED);
  return checkedErrors(libraryCreateFields, values, required);
}

export function editErrors(type: LibraryType, values: LibraryFormValues): LibraryFieldErrors {
  const required: CheckedField[] = ['title'];
  if (type === 'recording') required.push(...RECORDING_REQUIRED);
  return checkedErrors(editSchema(type), values, required);
}
