import {
  QUIZ_DEFAULT_DURATION_MINUTES,
  QUIZ_DEFAULT_SHOW_CORRECT_ANSWERS,
  type QUIZ_NO_QUESTIONS_MESSAGE,
  type QuizBody,
  quizBody,
  type ShowCorrectAnswers,
  type StaffQuiz,
} from '@sabora/contract';
import { problemsByField } from '../../../lib/form-problems';
import { hasErrors } from '../../../lib/form-rules';
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
  /** When students and parents see the right answers. */
  showCorrectAnswers: ShowCorrectAnswers;
}

export const newQuizValues = (): QuizFormValues => ({
  title: '',
  description: '',
  subject: '',
  dueDate: '',
  durationMinutes: String(QUIZ_DEFAULT_DURATION_MINUTES),
  questions: [],
  showCorrectAnswers: QUIZ_DEFAULT_SHOW_CORRECT_ANSWERS,
});

export const quizValuesOf = (quiz: StaffQuiz): QuizFormValues => ({
  title: quiz.title,
  description: quiz.description,
  subject: quiz.subject._id,
  dueDate: quiz.dueDate,
  durationMinutes: String(quiz.durationMinutes),
  questions: quiz.questions.map((question) => question._id),
  showCorrectAnswers: quiz.showCorrectAnswers,
});

/**
 * Parsed as an integer ("45 min" is 45), falling back to 60 if not a number. A
 * blank field stays blank, so the required rule can say so.
 */
function parseDuration(text: string): number | '' {
  if (!text.trim()) return '';
  const minutes = Number.parseInt(text, 10);
  return Number.isNaN(minutes) ? QUIZ_DEFAULT_DURATION_MINUTES : minutes;
}

/** "Due date": a field as its problems name it, in the page's language. */
const labelOf = (path: readonly PropertyKey[]) =>
  i18next.t(`admin.problemFields.${String(path[0]) as keyof QuizFormValues}`, { ns: 'quizzes' });

/** Each field's name in its messages, for the server's refusals that name one ("title: …"). */
export const quizFieldLabels = (): Record<keyof QuizFormValues, string> => ({
  title: labelOf(['title']),
  description: labelOf(['description']),
  subject: labelOf(['subject']),
  dueDate: labelOf(['dueDate']),
  durationMinutes: labelOf(['durationMinutes']),
  questions: labelOf(['questions']),
  showCorrectAnswers: labelOf(['showCorrectAnswers']),
});

/**
 * The form checked with the server's own schema (`quizBody`): the body to send, or each field's
 * problem in the page's language ("Title is required", "Due date is required", "Duration is
 * required", "Subject is required"), and the no-question message at the checklist when no question
 * is ticked.
 */
export function checkQuiz(
  values: QuizFormValues,
  mode: keyof typeof QUIZ_NO_QUESTIONS_MESSAGE,
): { body: QuizBody } | { errors: Record<string, string> } {
  const result = quizBody.safeParse({ ...values, durationMinutes: parseDuration(values.durationMinutes) });
  const errors = result.success ? {} : problemsByField(result.error.issues, labelOf);
  if (values.questions.length === 0) {
    errors.questions ??= i18next.t(`admin.noQuestions.${mode}`, { ns: 'quizzes' });
  }
  return result.success && !hasErrors(errors) ? { body: result.data } : { errors };
}
