import {
  type LibraryType,
  libraryCreateFields,
  libraryRecordingFields,
  libraryUpdateFields,
} from '@sabora/contract';
import type { z } from 'zod';

type RecordingFields = z.infer<typeof libraryRecordingFields>;
type TextFields = z.infer<typeof libraryUpdateFields> & Partial<RecordingFields>;
/** Where a new item goes; an edit cannot change it. */
type Placement = { type: LibraryType; subject: string; chapter: string };

/** The edit form's schema: without type, subject and chapter; a recording keeps its recording fields. */
export const editSchema = (type: LibraryType) =>
  type === 'recording' ? libraryUpdateFields.extend(libraryRecordingFields.shape) : libraryUpdateFields;

/**
 * The multipart body in this order: title, description, (type, subject, chapter),
 * tags, isPublic, then a recording's fields or a material's `file`. The file goes last so the server
 * can stream it to storage once every text field is known.
 */
function libraryForm(fields: TextFields, placement: Placement | null, file: File | null): FormData {
  const form = new FormData();
  form.append('title', fields.title);
  form.append('description', fields.description);
  if (placement) {
    form.append('type', placement.type);
    form.append('subject', placement.subject);
    form.append('chapter', placement.chapter);
  }
  form.append('tags', fields.tags.join(','));
  form.append('isPublic', String(fields.isPublic));
  if (fields.recordingUrl !== undefined) {
    form.append('recordingUrl', fields.recordingUrl);
    form.append('recordingDuration', String(fields.recordingDuration));
    form.append('recordingPlatform', String(fields.recordingPlatform));
  } else if (file) {
    form.append('file', file);
  }
  return form;
}

/** POST /library: the checked add form (tags split, duration a number), with a material's file. */
export function createFormData(values: unknown, file: File | null): FormData {
  const fields = libraryCreateFields.parse(values);
  return libraryForm(fields, fields, fields.type === 'material' ? file : null);
}

/** PUT /library/{id}: a material's new file replaces the stored one; without one it is kept. */
export function updateFormData(type: LibraryType, values: unknown, file: File | null): FormData {
  return libraryForm(editSchema(type).parse(values), null, type === 'material' ? file : null);
}
