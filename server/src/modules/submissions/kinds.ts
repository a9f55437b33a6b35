import {
  type ExamSubmission,
  examSubmissionSchema,
  examSubmitFields,
  type HomeworkSubmission,
  homeworkSubmissionSchema,
  homeworkSubmitFields,
  type SubmissionKind,
} from '@sabora/contract';
import type { AppContext } from '../../context.js';
import {
  examSubmissionFiles,
  examSubmissions,
  homeworkSubmissionFiles,
  homeworkSubmissions,
} from '../../db/schema/index.js';
import { parseOrThrow } from '../../lib/validate.js';
import type { ItemSummary } from '../assignments/index.js';
import { examSummaries } from '../exams/index.js';
import { homeworkSummaries } from '../homeworks/index.js';

type NewSubmission = Omit<typeof homeworkSubmissions.$inferInsert, 'homeworkId'>;
type NewSubmissionRow = typeof homeworkSubmissions.$inferInsert | typeof examSubmissions.$inferInsert;

export type SubmissionOf<K extends SubmissionKind> = K extends 'homework'
  ? HomeworkSubmission
  : ExamSubmission;

/** Everything that differs between homework and exam submissions; the service and routes are shared. */
export interface KindConfig<K extends SubmissionKind = SubmissionKind> {
  kind: K;
  /** The submissions table and its column naming the homework or exam. */
  submissions: typeof homeworkSubmissions | typeof examSubmissions;
  itemColumn: typeof homeworkSubmissions.homeworkId | typeof examSubmissions.examId;
  /** The row to insert for a new submission of this item. */
  newRow(itemId: string, values: NewSubmission): NewSubmissionRow;
  files: typeof homeworkSubmissionFiles | typeof examSubmissionFiles;
  /** The reply schema of one submission. */
  schema: typeof homeworkSubmissionSchema | typeof examSubmissionSchema;
  /** Reads the homework or exam id of the submit form (400 naming the field when missing). */
  itemIdOf(fields: Record<string, string | string[]>): string;
  summaries(ctx: AppContext, ids: readonly string[]): Promise<ItemSummary[]>;
  messages: { notFound: string; already: string; closed: string };
}

export const homeworkKind: KindConfig<'homework'> = {
  kind: 'homework',
  submissions: homeworkSubmissions,
  itemColumn: homeworkSubmissions.homeworkId,
  newRow: (homeworkId, values) => ({ ...values, homeworkId }),
  files: homeworkSubmissionFiles,
  schema: homeworkSubmissionSchema,
  itemIdOf: (fields) => parseOrThrow(homeworkSubmitFields, fields).homeworkId,
  summaries: homeworkSummaries,
  messages: {
    notFound: 'Homework not found',
    already: 'You have already submitted this homework.',
    closed: 'Submission closed',
  },
};

export const examKind: KindConfig<'exam'> = {
  kind: 'exam',
  submissions: examSubmissions,
  itemColumn: examSubmissions.examId,
  newRow: (examId, values) => ({ ...values, examId }),
  files: examSubmissionFiles,
  schema: examSubmissionSchema,
  itemIdOf: (fields) => parseOrThrow(examSubmitFields, fields).examId,
  summaries: examSummaries,
  messages: {
    notFound: 'Exam not found',
    already: 'You have already submitted this exam.',
    closed: 'Due date has passed. Late submissions are not allowed.',
  },
};
