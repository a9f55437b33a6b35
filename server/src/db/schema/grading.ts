import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { submissionFileKindEnum } from './assignments.js';
import { files } from './files.js';
import { quizAttempts } from './quizzes.js';
import { students } from './students.js';
import { users } from './users.js';

/** The three kinds of graded work; `grade_history.submission_id` points into the kind's table. */
export const gradingKindEnum = pgEnum('grading_kind', ['homework', 'quiz', 'exam']);

/**
 * Every grade staff gave (regrading allowed): who, when, the grade before and after.
 * `submission_id` is a homework_submissions, exam_submissions or quiz_attempts id by `kind`, so it
 * has no foreign key; rows of a deleted submission are left (submissions are never deleted today).
 */
export const gradeHistory = pgTable(
  'grade_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: gradingKindEnum('kind').notNull(),
    submissionId: uuid('submission_id').notNull(),
    gradedBy: uuid('graded_by').references(() => users.id, { onDelete: 'set null' }),
    /** Null on the first grade of a homework or exam; a quiz's first shows its automatic grade. */
    oldGrade: integer('old_grade'),
    newGrade: integer('new_grade').notNull(),
    feedback: text('feedback').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('grade_history_submission_idx').on(t.kind, t.submissionId, t.createdAt)],
);

/** Correction files staff attached to a submitted quiz attempt, like homework_submission_files. */
export const quizAttemptFiles = pgTable(
  'quiz_attempt_files',
  {
    /** Named like the other file tables' column so grading code is shared; the column is attempt_id. */
    submissionId: uuid('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    /** Always 'correction': students hand in no files for a quiz. */
    kind: submissionFileKindEnum('kind').notNull().default('correction'),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.submissionId, t.kind, t.position] }),
    check('quiz_attempt_files_correction_only', sql`${t.kind} = 'correction'`),
  ],
);

/**
 * Each student's leaderboard points (the sum of their grades over homeworks, exams and
 * quizzes), kept by triggers on the three tables (migration 0015) as grades are given, changed or
 * removed, so ranking a system reads one row per student instead of summing all their work
 * (at 100,000 students the sums took seconds). Never written by the application.
 */
export const studentPoints = pgTable('student_points', {
  studentId: uuid('student_id')
    .primaryKey()
    .references(() => students.id, { onDelete: 'cascade' }),
  points: bigint('points', { mode: 'number' }).notNull().default(0),
});
