import type { ExamFields } from '@sabora/contract';

/** What the exam forms send, checked against the contract's `examFields`. */
export interface ExamInput {
  fields: ExamFields;
  /** The exam paper; without one, an edit keeps the current file. */
  file: File | null;
}

/**
 * The multipart body of POST and PUT /exams: `dueDate` as an ISO instant, `reopened` as
 * 'true'/'false' (edit only), and the file only when one is chosen.
 */
export function examFormData({ fields, file }: ExamInput): FormData {
  const form = new FormData();
  form.append('title', fields.title);
  form.append('description', fields.description);
  form.append('dueDate', fields.dueDate.toISOString());
  form.append('subject', fields.subject);
  if (fields.reopened !== undefined) form.append('reopened', String(fields.reopened));
  if (file) form.append('file', file);
  return form;
}
