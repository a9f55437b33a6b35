/**
 * The field rules of one import row, and how their failures read. A new student follows Add
 * Student's rules (phone and password required); an existing one follows Edit's
 * (a blank phone clears it; the password column is not read, see docs/decisions.md).
 */
import {
  phoneSchema,
  registerBody,
  STUDENT_CSV_LABELS,
  STUDENT_STATUSES,
  type StudentCsvColumn,
  SYSTEMS,
  studentBody,
  studentUpdateBody,
} from '@sabora/contract';
import type { z } from 'zod';
import { fieldProblem } from '../../lib/field-problem.js';
import { addProblem, type RowProblems } from './import-problems.js';

const profileRules = studentBody.pick({
  system: true,
  academicYear: true,
  parentName: true,
  parentEmail: true,
  parentPhone: true,
}).shape;

export const newStudentRules = registerBody
  .omit({ role: true })
  .extend({ phone: phoneSchema, status: studentUpdateBody.shape.status })
  .extend(profileRules);
export type NewStudentFields = z.output<typeof newStudentRules>;

export const existingStudentRules = studentUpdateBody
  .pick({ firstName: true, lastName: true, phone: true, status: true })
  .required({ firstName: true, lastName: true, phone: true })
  .extend(profileRules);
export type ExistingStudentFields = z.output<typeof existingStudentRules>;

/** The one spelling of a value whatever its case ("igcse" → "IGCSE"); unknown text as it was. */
const canonical = (allowed: readonly string[], text: string) =>
  allowed.find((a) => a.toLowerCase() === text.trim().toLowerCase()) ?? text.trim();

/** The row's values as the rules read them; a blank status means "as it is" (active when new). */
export function ruleInput(raw: Record<StudentCsvColumn, string>) {
  const trimmed = Object.fromEntries(Object.entries(raw).map(([c, v]) => [c, v.trim()])) as Record<
    StudentCsvColumn,
    string
  >;
  return {
    ...trimmed,
    password: raw.password, // spaces may be part of a password
    system: canonical(SYSTEMS, raw.system),
    status: raw.status.trim() === '' ? undefined : canonical(STUDENT_STATUSES, raw.status),
  };
}

/** A rule's failure as a problem that names the column as the dialog does. */
function columnProblem(row: RowProblems, column: StudentCsvColumn, text: string, issue: z.core.$ZodIssue) {
  const label = STUDENT_CSV_LABELS[column];
  const value = text.trim();
  if (value === '') addProblem(row, 'importRowRequired', { label, column });
  else if (column === 'system') addProblem(row, 'importRowSystemUnknown', { value });
  else if (column === 'status') addProblem(row, 'importRowStatusUnknown', { value });
  else {
    // The zod issue's kind and limits travel too, so the web can say `problem` in its language.
    const [, details] = fieldProblem(column, { ...issue });
    addProblem(row, 'importRowField', { ...details, label, column });
  }
}

/** Every failure of a row's fields, in column order. */
export function addFieldProblems(
  row: RowProblems,
  error: z.ZodError,
  raw: Record<StudentCsvColumn, string>,
): void {
  for (const issue of error.issues) {
    const column = String(issue.path[0]) as StudentCsvColumn;
    columnProblem(row, column, raw[column] ?? '', issue);
  }
}
