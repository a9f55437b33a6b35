import { z } from 'zod';
import { idSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { GRADE_ITEM_TYPES } from './grades.js';
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
};
