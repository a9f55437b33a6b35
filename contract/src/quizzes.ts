import { z } from 'zod';
import { idSchema, listReply, okReply, pageQuery } from './common.js';
import { dataReply, endpoint } from './endpoint.js';
import {
  assignmentRefId,
  assignmentTitle,
  chosenAnswerSchema,
  dueDateField,
  saveAnswersBody,
} from './homeworks.js';
import { questionSchema } from './question-bank.js';
import {
  mySubmissionsQuery,
  submissionFileSchema,
  submissionStatusSchema,
  submittedSubjectSchema,
} from './submissions.js';

/** The quizzes admin list pages by 20. */
export const QUIZZES_PAGE_SIZE = 20;
/** The duration field falls back to 60 minutes when it is not a number. */
export const QUIZ_DEFAULT_DURATION_MINUTES = 60;
export const QUIZ_MIN_DURATION_MINUTES = 1;
export const QUIZ_MAX_DURATION_MINUTES = 600;
/** An attempt submitted more than this after its time ran out is kept and marked late. */
export const QUIZ_LATE_GRACE_SECONDS = 30;
/**
 * When students and parents see a quiz's answer key (`correctAnswer`, `isCorrect`) on their results
 * (docs/decisions.md, "Answer key"): after the due date (the default), right after submitting, or
 * never. Staff always see it.
 */
export const QUIZ_SHOW_CORRECT_ANSWERS = ['afterDue', 'afterSubmit', 'never'] as const;
export const showCorrectAnswersSchema = z.enum(QUIZ_SHOW_CORRECT_ANSWERS, {
  error: `must be one of ${QUIZ_SHOW_CORRECT_ANSWERS.join(', ')}`,
});
export type ShowCorrectAnswers = z.infer<typeof showCorrectAnswersSchema>;
export const QUIZ_DEFAULT_SHOW_CORRECT_ANSWERS: ShowCorrectAnswers = 'afterDue';

/** The quiz forms' words when no question is ticked (sent without a field prefix). */
export const QUIZ_NO_QUESTIONS_MESSAGE = {
  create: 'Please select at least one question from the question bank',
  edit: 'Please select at least one question',
} as const;

const WHOLE_NUMBER = /^\s*\d+\s*$/;
const durationMinutes = z.preprocess(
  (value) => (typeof value === 'string' && WHOLE_NUMBER.test(value) ? Number(value) : value),
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? 'is required'
          : 'must be a whole number of minutes',
    })
    .int('must be a whole number of minutes')
    .min(QUIZ_MIN_DURATION_MINUTES, `must be at least ${QUIZ_MIN_DURATION_MINUTES} minute`)
    .max(QUIZ_MAX_DURATION_MINUTES, `must be at most ${QUIZ_MAX_DURATION_MINUTES} minutes`),
);

/**
 * The quiz form (JSON, create and edit). An empty `questions` passes here: the create and edit
 * calls refuse it with their own words (QUIZ_NO_QUESTIONS_MESSAGE). Repeated ids count once.
 */
export const quizBody = z.object({
  title: assignmentTitle,
  description: z.string().trim().max(20_000, 'must be at most 20000 characters').default(''),
  subject: assignmentRefId,
  questions: z
    .array(z.string().trim().uuid('must be a valid id'), { error: 'must be a list of question ids' })
    .max(200, 'at most 200 questions')
    .default([])
    .transform((ids) => [...new Set(ids)]),
  dueDate: dueDateField,
  durationMinutes,
  /** Absent: after the due date. */
  showCorrectAnswers: showCorrectAnswersSchema.default(QUIZ_DEFAULT_SHOW_CORRECT_ANSWERS),
});
export type QuizBody = z.infer<typeof quizBody>;

export const quizListQuery = pageQuery(QUIZZES_PAGE_SIZE).extend({
  /** Matches the title or the subject's name, ignoring case. */
  search: z.string().trim().max(100).optional(),
});

/** A quiz as staff see it: its questions in full (with the right choice) and how many attempts exist. */
export const staffQuizSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  subject: z.object({ _id: z.string(), name: z.string(), title: z.string(), code: z.string() }),
  questions: z.array(questionSchema),
  questionCount: z.number().int(),
  dueDate: z.string(),
  durationMinutes: z.number().int(),
  showCorrectAnswers: showCorrectAnswersSchema,
  /** Students who started it (submitted or not); a quiz with attempts cannot be deleted. */
  attemptCount: z.number().int(),
  createdAt: z.string(),
});
export type StaffQuiz = z.infer<typeof staffQuizSchema>;

/** A started, not yet submitted attempt: a reload resumes it with the time that is left. */
export const quizAttemptStateSchema = z.object({
  startedAt: z.string(),
  timeLeftSeconds: z.number().int(),
});

/** A quiz a student can take now: due in the future and not submitted yet. */
export const availableQuizSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  subject: z.object({ _id: z.string(), name: z.string(), title: z.string() }),
  durationMinutes: z.number().int(),
  dueDate: z.string(),
  questionCount: z.number().int(),
  attempt: quizAttemptStateSchema.nullable(),
});
export type AvailableQuiz = z.infer<typeof availableQuizSchema>;

/** A question while taking a quiz: never its right choice or explanation. Blank options are left out. */
export const quizTakingQuestionSchema = z.object({
  _id: z.string(),
  title: z.string(),
  header: z.string(),
  options: z.array(z.string()),
  /** '/api/quizzes/{id}/questions/{questionId}/image', or null. */
  image: z.string().nullable(),
});
export type QuizTakingQuestion = z.infer<typeof quizTakingQuestionSchema>;

export const quizStartReply = z.object({
  success: z.literal(true),
  title: z.string(),
  description: z.string(),
  durationMinutes: z.number().int(),
  dueDate: z.string(),
  questions: z.array(quizTakingQuestionSchema),
  startedAt: z.string(),
  timeLeftSeconds: z.number().int(),
  /** The answers saved so far: a resume on any device finds them. */
  answers: z.array(z.object({ question: z.string(), selectedAnswer: z.string() })),
});
export type QuizStartReply = z.infer<typeof quizStartReply>;

/** Every question is sent, an unanswered one as ''. */
export const quizSubmitBody = z.object({
  answers: z.array(chosenAnswerSchema, { error: 'must be a list of answers' }).max(500).default([]),
  timeTaken: z
    .number({ error: 'must be a number of seconds' })
    .min(0, 'must be a number of seconds')
    .nullish(),
});
export type QuizSubmitBody = z.infer<typeof quizSubmitBody>;

export const quizSaveAnswersReply = z.object({
  success: z.literal(true),
  /** The attempt's time left as the server counts it, so a tab can correct its clock. */
  timeLeftSeconds: z.number().int(),
});

/**
 * A submitted, graded attempt; its review shows the right answers to staff always, to students
 * and parents once the quiz's `showCorrectAnswers` allows (`answerKeyShown`). Until then each
 * answer's `correctAnswer` and `isCorrect` are null; the score and the count of correct answers
 * stay visible.
 */
export const quizSubmissionSchema = z.object({
  _id: z.string(),
  quiz: z.object({
    _id: z.string(),
    title: z.string(),
    subject: submittedSubjectSchema,
  }),
  /** 'graded', or 'late' (submitted after the time ran out): the submission statuses' words. */
  status: submissionStatusSchema,
  /** 0–100; starts equal to `score`. */
  grade: z.number().int().nullable(),
  /** Percentage of correct answers. */
  score: z.number().int(),
  isLate: z.boolean(),
  submittedAt: z.string(),
  startedAt: z.string(),
  dueDate: z.string(),
  feedback: z.string(),
  totalQuestions: z.number().int(),
  correctAnswers: z.number().int(),
  /** Seconds. */
  timeTaken: z.number().int(),
  /** The server submitted it with the saved answers when the time ran out (the student's tab was gone). */
  autoSubmitted: z.boolean(),
  /** Files staff attached when grading; '/api/quiz-submissions/{id}/correction-file/{index}'. */
  correctionFiles: z.array(submissionFileSchema),
  /** The quiz's setting: when students and parents see the answer key. */
  showCorrectAnswers: showCorrectAnswersSchema,
  /** Whether this reply carries the answer key (`correctAnswer`, `isCorrect`). */
  answerKeyShown: z.boolean(),
  /**
   * When the answer key is (or will be) shown to students and parents: the submit for
   * `afterSubmit`; for `afterDue`, the due date plus the duration and the late grace, the moment
   * no attempt can still be running. Null for `never`.
   */
  answerKeyFrom: z.string().nullable(),
  answers: z.array(
    z.object({
      question: z.object({ _id: z.string(), title: z.string(), options: z.array(z.string()) }),
      /** '' when unanswered. */
      selectedAnswer: z.string(),
      /** Null while the answer key is hidden from the caller. */
      correctAnswer: z.string().nullable(),
      /** Null while the answer key is hidden from the caller (a right/wrong mark gives it away). */
      isCorrect: z.boolean().nullable(),
    }),
  ),
});
export type QuizSubmission = z.infer<typeof quizSubmissionSchema>;

export const quizSubmitReply = z.object({
  success: z.literal(true),
  score: z.number().int(),
  correctAnswers: z.number().int(),
  totalQuestions: z.number().int(),
  submission: quizSubmissionSchema,
});
export type QuizSubmitReply = z.infer<typeof quizSubmitReply>;

/**
 * The percentage of correct answers, rounded to a whole number
 * (docs/decisions.md, "Submit and grading").
 */
export const quizScore = (correct: number, total: number) =>
  total === 0 ? 0 : Math.round((100 * correct) / total);

/** The instant an attempt's time runs out. */
export const quizTimeUp = (startedAt: Date, durationMinutes: number) =>
  new Date(startedAt.getTime() + durationMinutes * 60_000);

/** Whole seconds left of an attempt (0 once the time ran out); a fresh attempt has the full duration. */
export const quizTimeLeftSeconds = (startedAt: Date, durationMinutes: number, now = new Date()) =>
  Math.max(0, Math.ceil((quizTimeUp(startedAt, durationMinutes).getTime() - now.getTime()) / 1000));

/** Submitted more than QUIZ_LATE_GRACE_SECONDS after the time ran out. */
export const isLateQuizSubmission = (startedAt: Date, durationMinutes: number, submittedAt: Date) =>
  submittedAt.getTime() > quizTimeUp(startedAt, durationMinutes).getTime() + QUIZ_LATE_GRACE_SECONDS * 1000;

const quizParams = z.object({ id: idSchema });
const quizSaved = (message: string) =>
  z.object({ success: z.literal(true), message: z.literal(message), data: staffQuizSchema });

/** The quiz calls (docs/product/api.md, "Quizzes"): staff authoring, taking quizzes, My Results. */
export const quizEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/quizzes',
    query: quizListQuery,
    reply: listReply(staffQuizSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/quizzes',
    body: quizBody,
    reply: quizSaved('Quiz created successfully!'),
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/quizzes/:id',
    params: quizParams,
    body: quizBody,
    reply: quizSaved('Quiz updated successfully!'),
  }),
  remove: endpoint({ method: 'DELETE', path: '/quizzes/:id', params: quizParams, reply: okReply }),
  available: endpoint({
    method: 'GET',
    path: '/quizzes/available',
    reply: dataReply(z.array(availableQuizSchema)),
  }),
  start: endpoint({ method: 'POST', path: '/quizzes/:id/start', params: quizParams, reply: quizStartReply }),
  submit: endpoint({
    method: 'POST',
    path: '/quizzes/:id/submit',
    params: quizParams,
    body: quizSubmitBody,
    reply: quizSubmitReply,
  }),
  saveAnswers: endpoint({
    method: 'PUT',
    path: '/quizzes/:id/answers',
    params: quizParams,
    body: saveAnswersBody,
    reply: quizSaveAnswersReply,
  }),
  questionImage: endpoint({
    method: 'GET',
    path: '/quizzes/:id/questions/:questionId/image',
    params: quizParams.extend({ questionId: idSchema }),
    reply: 'file',
  }),
  /** A student's own results, or a parent's child's with `?student=`. */
  myResults: endpoint({
    method: 'GET',
    path: '/quiz-submissions/my',
    query: mySubmissionsQuery,
    reply: dataReply(z.array(quizSubmissionSchema)),
  }),
};
