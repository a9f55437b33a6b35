/**
 * The field rules of one import row, and how their failures read. A new student follows Add
 * Student's rules (staff spec §5: phone and password required); an existing one follows Edit's
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

const listed = (values: readonly string[]) =>
  `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;

/** A rule's failure as a sentence that names the column as the dialog does. */
export function fieldMessage(column: StudentCsvColumn, text: string, zodMessage: string): string {
  const label = STUDENT_CSV_LABELS[column];
  const value = text.trim();
  if (value === '') return `${label} is required.`;
  if (column === 'system') return `System "${value}" is not one of ${listed(SYSTEMS)}.`;
  if (column === 'status') return `Status "${value}" is not one of ${listed(STUDENT_STATUSES)}.`;
  return `${label} ${zodMessage}.`;
}

/** Every failure of a row's fields, in column order, each once. */
export function fieldErrors(error: z.ZodError, raw: Record<StudentCsvColumn, string>): string[] {
  return error.issues.map((issue) => {
    const column = String(issue.path[0]) as StudentCsvColumn;
    return fieldMessage(column, raw[column] ?? '', issue.message);
  });
}
