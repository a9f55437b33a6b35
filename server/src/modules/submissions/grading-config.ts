import type { GradingKind, staffSubmissionItemSchemas } from '@sabora/contract';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type {
  examSubmissionFiles,
  exams,
  homeworkSubmissionFiles,
  homeworks,
  quizAttemptFiles,
  quizzes,
} from '../../db/schema/index.js';
import type { StaffPage } from './present.js';

export type StaffItem = z.infer<(typeof staffSubmissionItemSchemas)[GradingKind]>;

/**
 * What differs between homework, exam and quiz grading; the staff list, grading, grade history
 * and correction files (grading.ts, staff-submitted.ts, staff-missing.ts) are written once for
 * the three.
 */
export interface GradingConfig {
  kind: GradingKind;
  /** The submissions table (quizzes: the attempts), with the columns grading reads and writes. */
  table: {
    id: PgColumn;
    studentId: PgColumn;
    status: PgColumn;
    grade: PgColumn;
    feedback: PgColumn;
    submittedAt: PgColumn;
  };
  itemColumn: PgColumn;
  items: typeof homeworks | typeof exams | typeof quizzes;
  files: typeof homeworkSubmissionFiles | typeof examSubmissionFiles | typeof quizAttemptFiles;
  /** Which rows are handed-in work (quizzes: submitted attempts, not running ones). */
  submitted: SQL | undefined;
  /** The stored statuses this kind has; a filter on another one matches nothing. */
  statuses: readonly string[];
  /** Writes a grade on one submission (inside the grading transaction). */
  setGrade(
    tx: Parameters<Parameters<AppContext['db']['transaction']>[0]>[0],
    id: string,
    values: { grade: number; feedback: string; gradedAt: Date; gradedBy: string },
  ): Promise<unknown>;
  /** Staff replies, with their grade history, for these ids in the order given. */
  present(ctx: AppContext, ids: readonly string[]): Promise<StaffItem[]>;
  /**
   * A page of the submitted list over these items, newest first, ids and replies in one statement
   * (homeworks and exams; quizzes read their replies apart, so they page by id, then `present`).
   */
  presentPage?(ctx: AppContext, page: StaffPage): Promise<StaffItem[]>;
  /** Where the student sees the grade. */
  link: string;
}
