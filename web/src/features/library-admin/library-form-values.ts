import {
  LIBRARY_FILE_EXTENSIONS,
  LIBRARY_FILE_MAX_BYTES,
  type LibraryItem,
  type LibraryType,
  libraryCreateFields,
  type RecordingPlatform,
} from '@sabora/contract';
import type { FileRules } from '../../components/files-submit-form';
import { type FieldErrors, fieldErrors } from '../../lib/form-rules';
import { editSchema } from './api/library-form-data';

export interface LibraryFormValues {
  title: string;
  description: string;
  type: LibraryType | '';
  subject: string;
  chapter: string;
  /** Comma-separated, as entered (staff spec §3). */
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

const LABELS: Record<CheckedField, string> = {
  title: 'Title',
  description: 'Description',
  type: 'Type',
  subject: 'Subject',
  chapter: 'Chapter',
  tags: 'Tags',
  recordingUrl: 'Recording URL',
  recordingDuration: 'Duration',
  recordingPlatform: 'Platform',
};

const RECORDING_REQUIRED = ['recordingUrl', 'recordingDuration', 'recordingPlatform'] as const;

/** Staff spec §5: a material's file, by extension and size (the server checks its content too). */
export const LIBRARY_FILE_RULES: FileRules = {
  extensions: LIBRARY_FILE_EXTENSIONS,
  maxBytes: LIBRARY_FILE_MAX_BYTES,
  maxCount: 1,
};
export const LIBRARY_FILE_ACCEPT = LIBRARY_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export type LibraryFieldErrors = FieldErrors<CheckedField>;

/**
 * The add form's messages, from the server's own schema (staff spec §5): Title, Type, Subject and
 * Chapter required; a recording's URL, duration (at least 1 minute) and platform.
 */
export function addErrors(values: LibraryFormValues): LibraryFieldErrors {
  const required: CheckedField[] = ['title', 'type', 'subject', 'chapter'];
  if (values.type === 'recording') required.push(...RECORDING_REQUIRED);
  return fieldErrors(libraryCreateFields, values, LABELS, required);
}

export function editErrors(type: LibraryType, values: LibraryFormValues): LibraryFieldErrors {
  const required: CheckedField[] = ['title'];
  if (type === 'recording') required.push(...RECORDING_REQUIRED);
  return fieldErrors(editSchema(type), values, LABELS, required);
}
