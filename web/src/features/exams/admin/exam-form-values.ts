import {
  EXAM_FILE_EXTENSIONS,
  EXAM_FILE_MAX_BYTES,
  type Exam,
  type ExamFields,
  examFields,
} from '@sabora/contract';
import type { AssignmentFiles } from '../../../components/assignment/assignment-draft';
import { type FileRules, filesProblem } from '../../../components/files-submit-form';
import { problemsByField } from '../../../lib/form-problems';
import { i18next } from '../../../lib/i18n/i18n';

export interface ExamFormValues {
  title: string;
  description: string;
  subject: string;
  /** An ISO instant, or '' while none is picked. */
  dueDate: string;
  /** Edit only: late submissions are let in after the due date. */
  reopened?: boolean;
}

export const newExamValues = (): ExamFormValues => ({ title: '', description: '', subject: '', dueDate: '' });

export const examValuesOf = (exam: Exam): ExamFormValues => ({
  title: exam.title,
  description: exam.description,
  subject: exam.subject._id,
  dueDate: exam.dueDate,
  reopened: exam.reopened,
});

const EXAM_FILE_RULES: FileRules = {
  extensions: EXAM_FILE_EXTENSIONS,
  maxBytes: EXAM_FILE_MAX_BYTES,
  maxCount: 1,
};
export const EXAM_FILE_ACCEPT = EXAM_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** "Due date": a field as its problems name it, in the page's language. */
const labelOf = (path: readonly PropertyKey[]) =>
  i18next.t(`admin.problemFields.${String(path[0]) as keyof ExamFields}`, { ns: 'exams' });

/**
 * The form checked with the server's own schema (`examFields`): the fields to send, or each
 * field's problem in the page's language ("Title is required", "Due date is required", "Subject is required").
 */
export function checkExam(
  values: ExamFormValues,
  { file }: AssignmentFiles,
): { fields: ExamFields } | { errors: Record<string, string> } {
  const result = examFields.safeParse({
    ...values,
    reopened: values.reopened === undefined ? undefined : String(values.reopened),
  });
  const errors = result.success ? {} : problemsByField(result.error.issues, labelOf);
  const problem = file ? filesProblem([file], EXAM_FILE_RULES) : null;
  if (problem) errors.file = problem;
  return result.success && !problem ? { fields: result.data } : { errors };
}
