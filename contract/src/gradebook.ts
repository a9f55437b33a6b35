import { z } from 'zod';
import { idSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { GRADE_ITEM_TYPES } from './grades.js';
import { histogramSchema } from './quiz-statistics.js';
import { systemSchema } from './subjects.js';

/**
 * What one student's cell of the gradebook says of one homework, quiz or exam
 * (docs/decisions.md, "The gradebook"):
 * - `graded`: handed in and graded (quizzes are marked when submitted);
 * - `awaitingGrade`: handed in, no grade yet;
 * - `missing`: by the missing-work rule (past due, enrolled before it was due, nothing handed in);
 * - `notDue`: nothing handed in and the due date is still ahead;
 * - `notExpected`: past due and nothing handed in, but the student enrolled after it was due.
 * A late hand-in is `graded` or `awaitingGrade` with `late` set.
 */
export const GRADEBOOK_CELL_STATUSES = [
  'graded',
  'awaitingGrade',
  'missing',
  'notDue',
  'notExpected',
] as const;
export type GradebookCellStatus = (typeof GRADEBOOK_CELL_STATUSES)[number];

export const GRADEBOOK_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type GradebookExportFormat = (typeof GRADEBOOK_EXPORT_FORMATS)[number];

export const gradebookItemSchema = z.object({
  id: z.string(),
  kind: z.enum(GRADE_ITEM_TYPES),
  title: z.string(),
  dueDate: z.string(),
});
export type GradebookItem = z.infer<typeof gradebookItemSchema>;

export const gradebookCellSchema = z.object({
  itemId: z.string(),
  /** 0–100, or null until graded. */
  grade: z.number().int().nullable(),
  status: z.enum(GRADEBOOK_CELL_STATUSES),
  /** Handed in after the due date. */
  late: z.boolean(),
});
export type GradebookCell = z.infer<typeof gradebookCellSchema>;

export const gradebookStudentSchema = z.object({
  id: z.string(),
  /** The school's own student number. */
  studentId: z.string(),
  name: z.string(),
  email: z.string(),
  /** One per item, in the items' order. */
  cells: z.array(gradebookCellSchema),
  /** The mean of the graded cells to one decimal (`averageGrade`), or null when none is graded. */
  average: z.number().nullable(),
});
export type GradebookStudent = z.infer<typeof gradebookStudentSchema>;

export const gradebookSchema = z.object({
  subject: z.object({ _id: z.string(), name: z.string(), system: systemSchema }),
  /** The subject's homeworks, quizzes and exams, by due date. */
  items: z.array(gradebookItemSchema),
  /** The students actively enrolled in the subject, by name. */
  students: z.array(gradebookStudentSchema),
});
export type Gradebook = z.infer<typeof gradebookSchema>;

export const gradebookQuery = z.object({ subject: idSchema });
export const gradebookExportQuery = gradebookQuery.extend({
  format: z.enum(GRADEBOOK_EXPORT_FORMATS).default('csv'),
});

/**
 * One homework's or exam's figures for its staff (docs/decisions.md, "The gradebook"), from the
 * gradebook's cells of its subject's enrolled students.
 */
export const handInStatisticsSchema = z.object({
  /** Students who are to hand it in: enrolled before it was due (every enrolled one while it is open). */
  expected: z.number().int(),
  handedIn: z.number().int(),
  /** Of those handed in, after the due date. */
  late: z.number().int(),
  graded: z.number().int(),
  awaitingGrade: z.number().int(),
  /** By the missing-work rule: 0 until the due date has passed. */
  missing: z.number().int(),
  /** Of the grades, to one decimal; null before any. */
  mean: z.number().nullable(),
  median: z.number().nullable(),
  histogram: histogramSchema,
});
export type HandInStatistics = z.infer<typeof handInStatisticsSchema>;

const statisticsReply = z.object({ success: z.literal(true), data: handInStatisticsSchema });

/** The teacher's and admin's gradebook of one subject (docs/product/api.md, "Gradebook"). */
export const gradebookEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/gradebook',
    query: gradebookQuery,
    reply: z.object({ success: z.literal(true), data: gradebookSchema }),
  }),
  /** The same as a spreadsheet: `format=csv` (UTF-8 with a byte-order mark) or `xlsx`. */
  export: endpoint({
    method: 'GET',
    path: '/gradebook/export',
    query: gradebookExportQuery,
    reply: 'file',
  }),
  homeworkStatistics: endpoint({
    method: 'GET',
    path: '/homeworks/:id/statistics',
    params: z.object({ id: z.string() }),
    reply: statisticsReply,
  }),
  examStatistics: endpoint({
    method: 'GET',
    path: '/exams/:id/statistics',
    params: z.object({ id: z.string() }),
    reply: statisticsReply,
  }),
};
