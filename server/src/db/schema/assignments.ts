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
import { chapters } from './chapters.js';
import { files } from './files.js';
import { questions } from './question-bank.js';
import { students } from './students.js';
import { subjects } from './subjects.js';
import { users } from './users.js';

/** Submission status (missing is derived for lists, never stored). */
export const submissionStatusEnum = pgEnum('submission_status', ['submitted', 'graded', 'late']);
/** A file handed in (the latest hand-in), one the grader added, or one of a hand-in the student replaced. */
export const submissionFileKindEnum = pgEnum('submission_file_kind', ['submitted', 'correction', 'earlier']);

export const homeworks = pgTable(
  'homeworks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'restrict' }),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'restrict' }),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    correctionFileId: uuid('correction_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('homeworks_subject_due_idx').on(t.subjectId, t.dueDate),
    index('homeworks_chapter_idx').on(t.chapterId),
  ],
);

/** Question-bank questions attached to a homework, in order. */
export const homeworkQuestions = pgTable(
  'homework_questions',
  {
    homeworkId: uuid('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.homeworkId, t.questionId] }),
    index('homework_questions_question_idx').on(t.questionId),
  ],
);

export const exams = pgTable(
  'exams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'restrict' }),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    /** After the due date only a re-opened exam accepts (late) submissions. */
    reopened: boolean('reopened').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exams_subject_due_idx').on(t.subjectId, t.dueDate)],
);

const submissionColumns = {
  id: uuid('id').primaryKey().defaultRandom(),
  studentId: uuid('student_id')
    .notNull()
    .references(() => students.id, { onDelete: 'cascade' }),
  status: submissionStatusEnum('status').notNull().default('submitted'),
  isLate: boolean('is_late').notNull().default(false),
  grade: integer('grade'),
  feedback: text('feedback').notNull().default(''),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  gradedAt: timestamp('graded_at', { withTimezone: true }),
  gradedBy: uuid('graded_by').references(() => users.id, { onDelete: 'set null' }),
};

export const homeworkSubmissions = pgTable(
  'homework_submissions',
  {
    ...submissionColumns,
    homeworkId: uuid('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'restrict' }),
  },
  // One submission per student per homework, enforced by the database.
  // A student's own work (/my lists, the home page) is read by student.
  (t) => [
    uniqueIndex('homework_submissions_once_idx').on(t.homeworkId, t.studentId),
    index('homework_submissions_student_idx').on(t.studentId),
    // The staff list, newest first: a page is read off this index instead of sorting every row.
    index('homework_submissions_submitted_idx').on(
      t.submittedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // A teacher's page, newest first, is read item by item off this one (submissions/present.ts).
    index('homework_submissions_item_time_idx').on(
      t.homeworkId,
      t.submittedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export const examSubmissions = pgTable(
  'exam_submissions',
  {
    ...submissionColumns,
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('exam_submissions_once_idx').on(t.examId, t.studentId),
    index('exam_submissions_student_idx').on(t.studentId),
    index('exam_submissions_submitted_idx').on(t.submittedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('exam_submissions_item_time_idx').on(
      t.examId,
      t.submittedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export const homeworkSubmissionFiles = pgTable(
  'homework_submission_files',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => homeworkSubmissions.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    kind: submissionFileKindEnum('kind').notNull(),
    /** The index in the download links /file/{index} and /correction-file/{index}. */
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.kind, t.position] })],
);

export const examSubmissionFiles = pgTable(
  'exam_submission_files',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => examSubmissions.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    kind: submissionFileKindEnum('kind').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.kind, t.position] })],
);

/**
 * A student's answers to a homework's multiple-choice questions, saved as they are
 * chosen (question id → the option's text) until the homework is handed in; marked automatically
 * against the questions' right choices when read.
 */
export const homeworkAnswers = pgTable(
  'homework_answers',
  {
    homeworkId: uuid('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.homeworkId, t.studentId] })],
);
