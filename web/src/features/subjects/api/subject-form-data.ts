import type { SubjectFields } from '@sabora/contract';

export interface SubjectInput {
  fields: SubjectFields;
  /** A new image; without one, an edit keeps the current image. */
  image: File | null;
}

/** The multipart body of POST and PUT /subjects: booleans and the curriculum travel as text. */
export function subjectFormData({ fields, image }: SubjectInput): FormData {
  const form = new FormData();
  form.append('name', fields.name);
  form.append('code', fields.code);
  form.append('description', fields.description);
  form.append('system', fields.system);
  form.append('academicYear', fields.academicYear);
  form.append('isActive', String(fields.isActive));
  form.append('curriculum', JSON.stringify(fields.curriculum));
  if (image) form.append('image', image);
  return form;
}
