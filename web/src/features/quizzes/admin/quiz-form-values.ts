import {
  QUIZ_DEFAULT_DURATION_MINUTES,
  type QUIZ_NO_QUESTIONS_MESSAGE,
  type QuizBody,
  quizBody,
  type StaffQuiz,
} from '@sabora/contract';
import { problemOf } from '../../../lib/form-problems';
import { i18next } from '../../../lib/i18n/i18n';

export interface QuizFormValues {
  title: string;
  description: string;
  subject: string;
  /** An ISO instant, or '' while none is picked. */
  dueDate: string;
  /** As typed; parsed as an integer on save. */
  durationMinutes: string;
  /** Ids of the ticked question-bank questions, in the order they were ticked. */
  questions: string[];
}

export const newQuizValues = (): QuizFormValues => ({
  title: '',
  description: '',
  subject: '',
  dueDate: '',
  durationMinutes: String(QUIZ_DEFAULT_DURATION_MINUTES),
  questions: [],
});

export const quizValuesOf = (quiz: StaffQuiz): QuizFormValues => ({
  title: quiz.title,
  description: quiz.description,
  subject: quiz.subject._id,
  dueDate: quiz.dueDate,
  durationMinutes: String(quiz.durationMinutes),
  questions: quiz.questions.map((question) => question._id),
});

/** Another subject has another question bank: the ticked questions are cleared (staff spec §2). */
export const withSubject = (values: QuizFormValues, subject: string): QuizFormValues => ({
  ...values,
  subject,
  questions: [],
});

/**
 * Staff spec §5: parsed as an integer ("45 min" is 45), falling back to 60 if not a number. A
 * blank field stays blank, so the required rule can say so.
 */
function parseDuration(text: string): number | '' {
  if (!text.trim()) return '';
  const minutes = Number.parseInt(text, 10);
  return Number.isNaN(minutes) ? QUIZ_DEFAULT_DURATION_MINUTES : minutes;
}

/** The fields in the form's order, so the first problem named is the first one on screen. */
const FIELD_ORDER = ['title', 'description', 'dueDate', 'durationMinutes', 'subject', 'questions'] as const;
type Field = (typeof FIELD_ORDER)[number];
const orderOf = (path: readonly PropertyKey[]) => FIELD_ORDER.indexOf(String(path[0]) as Field);
const ns = 'quizzes';

/**
 * The form checked with the server's own schema (`quizBody`): the body to send, or the first
 * problem in the page's language ("Title is required", "Due date is required", "Duration is
 * required", "Subject is required"), then the spec's words when no question is ticked.
 */
export function checkQuiz(
  values: QuizFormValues,
  mode: keyof typeof QUIZ_NO_QUESTIONS_MESSAGE,
): { body: QuizBody } | { problem: string } {
  const result = quizBody.safeParse({ ...values, durationMinutes: parseDuration(values.durationMinutes) });
  if (!result.success) {
    const [issue] = [...result.error.issues].sort((a, b) => orderOf(a.path) - orderOf(b.path));
    const field = FIELD_ORDER[orderOf(issue?.path ?? [])];
    const label = field ? i18next.t(`admin.problemFields.${field}`, { ns }) : '';
    return { problem: issue ? problemOf(issue, label) : i18next.t('admin.invalid', { ns }) };
  }
  if (result.data.questions.length === 0) return { problem: i18next.t(`admin.noQuestions.${mode}`, { ns }) };
  return { body: result.data };
}
