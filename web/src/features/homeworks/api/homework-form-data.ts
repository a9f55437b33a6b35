import type { HomeworkFields } from '@sabora/contract';

/** What the homework form sends, checked against the contract's `homeworkFields`. */
export interface HomeworkInput {
  fields: HomeworkFields;
  /** The homework file; without one, an edit keeps the current file. */
  file: File | null;
  /** Edit only: the correction file; without one, the current one is kept. */
  correctionFile?: File | null;
}

/**
 * The multipart body of POST and PUT /homeworks: `dueDate` as an ISO instant, `questions`
 * repeated once per attached question, files only when chosen.
 */
export function homeworkFormData({ fields, file, correctionFile }: HomeworkInput): FormData {
  const form = new FormData();
  form.append('title', fields.title);
  form.append('text', fields.text);
  form.append('subject', fields.subject);
  form.append('chapter', fields.chapter);
  form.append('dueDate', fields.dueDate.toISOString());
  for (const id of fields.questions) form.append('questions', id);
  if (file) form.append('file', file);
  if (correctionFile) form.append('correctionFile', correctionFile);
  return form;
}
