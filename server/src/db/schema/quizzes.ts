import { QUIZ_SHOW_CORRECT_ANSWERS } from '@sabora/contract';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { questions } from './question-bank.js';
import { students } from './students.js';
import { subjects } from './subjects.js';
import { users } from './users.js';

/**
 * A quiz attempt is in progress from `start` until `submit` grades it: `graded`, or
 * `late` when it came in more than the grace period after its time ran out. Submitted attempts use
 * the submission statuses' words, so staff lists can show them beside homeworks and exams.
 */
export const quizAttemptStatusEnum = pgEnum('quiz_attempt_status', ['in-progress', 'graded', 'late']);

/** When students and parents see a quiz's answer key (docs/decisions.md, "Answer key"). */
export const quizShowCorrectAnswersEnum = pgEnum('quiz_show_correct_answers', QUIZ_SHOW_CORRECT_ANSWERS);

export const quizzes = pgTable(
  'quizzes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'restrict' }),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    showCorrectAnswers: quizShowCorrectAnswersEnum('show_correct_answers').notNull().default('afterDue'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quizzes_subject_due_idx').on(t.subjectId, t.dueDate)],
);
export type QuizRow = typeof quizzes.$inferSelect;

/** The question-bank questions of a quiz, in the order students get them. */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.quizId, t.questionId] }),
    index('quiz_questions_question_idx').on(t.questionId),
  ],
);

/** A student's one attempt at a quiz: started, then submitted and graded once. */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'restrict' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    status: quizAttemptStatusEnum('status').notNull().default('in-progress'),
    /** Percentage of correct answers, set when graded; `grade` starts equal and staff may change it. */
    score: integer('score'),
    grade: integer('grade'),
    isLate: boolean('is_late').notNull().default(false),
    /** Seconds, as the browser reported them, capped to the time that really passed. */
    timeTaken: integer('time_taken'),
    correctAnswers: integer('correct_answers'),
    totalQuestions: integer('total_questions').notNull(),
    feedback: text('feedback').notNull().default(''),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
    /** Null for the automatic grading at submit; the staff member who changed the grade after. */
    gradedBy: uuid('graded_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The answers chosen so far, question id → the option's text, saved as they are chosen so a
     * resume on any device finds them and a submit without the tab still counts them.
     */
    savedAnswers: jsonb('saved_answers').$type<Record<string, string>>().notNull().default({}),
    /** The server submitted it with the saved answers when its time ran out. */
    autoSubmitted: boolean('auto_submitted').notNull().default(false),
  },
  // One attempt per student per quiz, enforced by the database.
  (t) => [
    uniqueIndex('quiz_attempts_once_idx').on(t.quizId, t.studentId),
    index('quiz_attempts_student_idx').on(t.studentId, t.submittedAt),
    index('quiz_attempts_submitted_idx').on(t.submittedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
export type QuizAttemptRow = typeof quizAttempts.$inferSelect;

/** One graded answer as stored, in the attempt's `answers` list (snake_case: read by SQL as a record set). */
export interface StoredQuizAnswer {
  question_id: string;
  /** The question's place in the quiz, from 0. */
  position: number;
  /** '' when the student left the question unanswered. */
  selected_answer: string;
  correct_answer: string;
  is_correct: boolean;
}

/**
 * The graded answers of a submitted attempt, one row per attempt holding every answer in quiz order
 * (twenty rows a submit, each with two foreign-key checks and two index entries, were
 * PostgreSQL's largest share of a quiz rush). The right answer is copied at grading time, so editing
 * the question later does not change a result. The questions need no foreign key of their own: the
 * quiz's questions are fixed once it has an attempt and a question in a quiz cannot be deleted
 * (decision "A submission's quiz answers are one row").
 */
export const quizAttemptAnswers = pgTable('quiz_attempt_answers', {
  attemptId: uuid('attempt_id')
    .primaryKey()
    .references(() => quizAttempts.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<StoredQuizAnswer[]>().notNull(),
});
