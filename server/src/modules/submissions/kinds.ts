import {
  type ExamSubmission,
  examSubmissionSchema,
  examSubmitFields,
  type HomeworkQuestionAnswers,
  type HomeworkSubmission,
  homeworkSubmissionSchema,
  homeworkSubmitFields,
  type PlainErrorCode,
  type SubmissionKind,
  type SubmittedItem,
} from '@sabora/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import {
  examSubmissionFiles,
  examSubmissions,
  exams,
  homeworkQuestions,
  homeworkSubmissionFiles,
  homeworkSubmissions,
  homeworks,
} from '../../db/schema/index.js';
import { parseOrThrow } from '../../lib/validate.js';
import type { ItemSummary } from '../assignments/index.js';
import { examSummaries } from '../exams/index.js';
import { homeworkSummaries, markedHomeworkAnswers } from '../homeworks/index.js';

type NewSubmission = Omit<typeof homeworkSubmissions.$inferInsert, 'homeworkId'>;
type NewSubmissionRow = typeof homeworkSubmissions.$inferInsert | typeof examSubmissions.$inferInsert;

/** What every kind's reply has: all but the item (under the kind's key) and the kind's extras. */
export type SubmissionCommon = Omit<ExamSubmission, 'exam'>;

/** What only a kind's replies carry (homeworks: the questions answered online). */
export type ExtrasOf<K extends SubmissionKind> = K extends 'homework'
  ? { questionAnswers: HomeworkQuestionAnswers | null }
  : Record<string, never>;

export type SubmissionOf<K extends SubmissionKind> = K extends 'homework'
  ? HomeworkSubmission
  : ExamSubmission;

/** Everything that differs between homework and exam submissions; the service and routes are shared. */
export interface KindConfig<K extends SubmissionKind = SubmissionKind> {
  kind: K;
  /** The submissions table and its column naming the homework or exam. */
  submissions: typeof homeworkSubmissions | typeof examSubmissions;
  itemColumn: typeof homeworkSubmissions.homeworkId | typeof examSubmissions.examId;
  /** The homeworks or exams table, read beside the submissions in one statement (present.ts). */
  items: typeof homeworks | typeof exams;
  /** The row to insert for a new submission of this item. */
  newRow(itemId: string, values: NewSubmission): NewSubmissionRow;
  files: typeof homeworkSubmissionFiles | typeof examSubmissionFiles;
  /** The reply schema of one submission. */
  schema: typeof homeworkSubmissionSchema | typeof examSubmissionSchema;
  /** Reads the homework or exam id of the submit form (400 naming the field when missing). */
  itemIdOf(fields: Record<string, string | string[]>): string;
  summaries(ctx: AppContext, ids: readonly string[]): Promise<ItemSummary[]>;
  /** The refusals of this kind: its own words for "not found", "already submitted", "closed". */
  codes: { notFound: PlainErrorCode; already: PlainErrorCode; closed: PlainErrorCode };
  /**
   * What only this kind's replies carry, by submission id (homeworks: the questions answered
   * online). Each row says whether its item has any (`hasExtras`, read with the replies).
   */
  extras?(
    ctx: AppContext,
    rows: readonly { id: string; itemId: string; studentId: string; dueDate: Date; hasExtras: boolean }[],
    audience: 'student' | 'staff',
  ): Promise<Map<string, ExtrasOf<K>>>;
  /** One submission's reply: what every kind has, the item under the kind's key, and its extras. */
  reply(common: SubmissionCommon, item: SubmittedItem, extras: ExtrasOf<K> | undefined): SubmissionOf<K>;
  /** Whether a submission's item has anything for `extras`: a column of the replies' statement. */
  hasExtras?: SQL<boolean>;
}

export const homeworkKind: KindConfig<'homework'> = {
  kind: 'homework',
  submissions: homeworkSubmissions,
  itemColumn: homeworkSubmissions.homeworkId,
  items: homeworks,
  newRow: (homeworkId, values) => ({ ...values, homeworkId }),
  files: homeworkSubmissionFiles,
  schema: homeworkSubmissionSchema,
  itemIdOf: (fields) => parseOrThrow(homeworkSubmitFields, fields).homeworkId,
  summaries: homeworkSummaries,
  // A homework without questions has nothing to mark: its rows skip the questions' statement.
  hasExtras: sql<boolean>`exists (select 1 from ${homeworkQuestions} where ${homeworkQuestions.homeworkId} = ${homeworks.id})`,
  async extras(ctx, rows, audience) {
    const asked = rows.filter((r) => r.hasExtras);
    const marked = await markedHomeworkAnswers(
      ctx,
      asked.map((r) => ({ homeworkId: r.itemId, studentId: r.studentId })),
    );
    // The right answers reach students and parents only once the due date has passed, like the
    // correction file: before it, a submitted classmate's reply would be an answer key.
    const open = (r: (typeof rows)[number]) => audience !== 'staff' && r.dueDate.getTime() > Date.now();
    return new Map(
      rows.map((r) => [
        r.id,
        { questionAnswers: open(r) ? null : (marked.get(`${r.itemId}:${r.studentId}`) ?? null) },
      ]),
    );
  },
  reply: (common, item, extras) => ({
    ...common,
    homework: item,
    questionAnswers: extras?.questionAnswers ?? null,
  }),
  codes: { notFound: 'homeworkNotFound', already: 'homeworkAlreadySubmitted', closed: 'homeworkClosed' },
};

export const examKind: KindConfig<'exam'> = {
  kind: 'exam',
  submissions: examSubmissions,
  itemColumn: examSubmissions.examId,
  items: exams,
  newRow: (examId, values) => ({ ...values, examId }),
  files: examSubmissionFiles,
  schema: examSubmissionSchema,
  itemIdOf: (fields) => parseOrThrow(examSubmitFields, fields).examId,
  summaries: examSummaries,
  reply: (common, item) => ({ ...common, exam: item }),
  codes: { notFound: 'examNotFound', already: 'examAlreadySubmitted', closed: 'examClosed' },
};
