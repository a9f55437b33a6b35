import {
  HOMEWORK_FILE_EXTENSIONS,
  HOMEWORK_FILE_MAX_BYTES,
  type Homework,
  type HomeworkFields,
  homeworkFields,
} from '@sabora/contract';
import type { AssignmentFiles } from '../../../components/assignment/assignment-draft';
import { type FileRules, filesProblem } from '../../../components/files-submit-form';
import { problemsByField } from '../../../lib/form-problems';
import { hasErrors } from '../../../lib/form-rules';
import { i18next } from '../../../lib/i18n/i18n';

export interface HomeworkFormValues {
  title: string;
  text: string;
  subject: string;
  chapter: string;
  /** An ISO instant, or '' while none is picked. */
  dueDate: string;
  /** Ids of the attached question-bank questions. */
  questions: string[];
}

export const newHomeworkValues = (): HomeworkFormValues => ({
  title: '',
  text: '',
  subject: '',
  chapter: '',
  dueDate: '',
  questions: [],
});

export const homeworkValuesOf = (homework: Homework): HomeworkFormValues => ({
  title: homework.title,
  text: homework.text,
  subject: homework.subject._id,
  chapter: homework.chapter._id,
  dueDate: homework.dueDate,
  questions: homework.questions.map((question) => question._id),
});

/** A new subject has other chapters and another question bank: both choices start again. */
export const withSubject = (values: HomeworkFormValues, subject: string): HomeworkFormValues => ({
  ...values,
  subject,
  chapter: '',
  questions: [],
});

const HOMEWORK_FILE_RULES: FileRules = {
  extensions: HOMEWORK_FILE_EXTENSIONS,
  maxBytes: HOMEWORK_FILE_MAX_BYTES,
  maxCount: 1,
};
export const HOMEWORK_FILE_ACCEPT = HOMEWORK_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** "Due date": a field as its problems name it, in the page's language. */
const labelOf = (path: readonly PropertyKey[]) =>
  i18next.t(`admin.problemFields.${String(path[0]) as keyof HomeworkFields}`, { ns: 'homeworks' });

/**
 * The form checked with the server's own schema (`homeworkFields`): the fields to send, or each
 * field's problem in the page's language ("Title is required", "Chapter is required", "Due date is required").
 */
export function checkHomework(
  values: HomeworkFormValues,
  { file, correctionFile }: AssignmentFiles,
): { fields: HomeworkFields } | { errors: Record<string, string> } {
  const result = homeworkFields.safeParse(values);
  const errors = result.success ? {} : problemsByField(result.error.issues, labelOf);
  const fileProblem = file ? filesProblem([file], HOMEWORK_FILE_RULES) : null;
  const correctionProblem = correctionFile ? filesProblem([correctionFile], HOMEWORK_FILE_RULES) : null;
  if (fileProblem) errors.file = fileProblem;
  if (correctionProblem) errors.correctionFile = correctionProblem;
  return result.success && !hasErrors(errors) ? { fields: result.data } : { errors };
}
