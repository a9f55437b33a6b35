/** Reading and checking an import file: every rule, every row, nothing written. */
import {
  phoneSchema,
  registerBody,
  STUDENT_CSV_COLUMNS,
  STUDENT_IMPORT_MAX_ROWS,
  type StudentImportRow,
  studentBody,
} from '@sabora/contract';
import { inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { subjects, users } from '../../db/schema/index.js';
import { CsvError, parseCsv, unguardFormula } from '../../lib/csv.js';
import { withArticle } from '../../lib/words.js';
import { badRequest } from '../../plugins/errors.js';
import { notOfSystem, teachersOf } from './enrolment.js';

type Column = (typeof STUDENT_CSV_COLUMNS)[number];
const OPTIONAL_COLUMNS: readonly Column[] = ['subjects'];

/** The same field rules as POST /auth/register plus POST /students, and the phone staff spec §5 requires. */
const rowSchema = registerBody
  .omit({ role: true })
  .extend({ phone: phoneSchema })
  .extend(
    studentBody.pick({
      system: true,
      academicYear: true,
      parentName: true,
      parentEmail: true,
      parentPhone: true,
    }).shape,
  );
type RowFields = z.output<typeof rowSchema>;

export interface CheckedRow extends StudentImportRow {
  fields?: RowFields;
  enrolments: { subjectId: string; teacherId: string }[];
  parentExists: boolean;
}

/** Uploaded bytes → text; CSV exports of spreadsheets are UTF-8 ("CSV UTF-8" in Excel). */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('file: the file is not UTF-8 text; save it as "CSV UTF-8" and try again');
  }
}

/** The file's rows, each value by column name; file-level problems are a 400 naming the file. */
function readRows(text: string) {
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw badRequest(`file: ${error.message}`);
    throw error;
  }
  const [header, ...data] = records;
  if (!header) throw badRequest('file: the file is empty');
  const names = header.fields.map((h) => h.trim().toLowerCase());
  const position = new Map(STUDENT_CSV_COLUMNS.map((c) => [c, names.indexOf(c.toLowerCase())]));
  const missing = STUDENT_CSV_COLUMNS.filter((c) => position.get(c) === -1 && !OPTIONAL_COLUMNS.includes(c));
  if (missing.length > 0) {
    throw badRequest(
      `file: the header row is missing ${missing.join(', ')} (expected columns: ${STUDENT_CSV_COLUMNS.join(',')})`,
    );
  }
  // Spreadsheets often save empty rows as a line of commas.
  const rows = data.filter((r) => r.fields.some((f) => f.trim() !== ''));
  if (rows.length === 0) throw badRequest('file: the file has no student rows');
  if (rows.length > STUDENT_IMPORT_MAX_ROWS) {
    throw badRequest(
      `file: at most ${STUDENT_IMPORT_MAX_ROWS} students can be imported at once; this file has ${rows.length}`,
    );
  }
  return rows.map((r) => {
    const value = (c: Column) => unguardFormula(r.fields[position.get(c)!] ?? '');
    const errors =
      r.fields.length === header.fields.length
        ? []
        : [`row: has ${r.fields.length} values but the header has ${header.fields.length}`];
    return { line: r.line, value, errors };
  });
}

const codesOf = (cell: string) => [
  ...new Set(
    cell
      .split(';')
      .map((c) => c.trim().toUpperCase())
      .filter(Boolean),
  ),
];

/** Every rule of a row, with all its problems as "column: message" (nothing is written). */
export async function checkRows(ctx: AppContext, text: string): Promise<CheckedRow[]> {
  const rows: CheckedRow[] = readRows(text).map(({ line, value, errors }) => {
    const raw = Object.fromEntries(STUDENT_CSV_COLUMNS.map((c) => [c, value(c)])) as Record<Column, string>;
    const parsed = rowSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = String(issue.path[0]) as Column;
        errors.push(`${column}: ${raw[column]?.trim() === '' ? 'is required' : issue.message}`);
      }
    }
    return {
      line,
      firstName: raw.firstName.trim(),
      lastName: raw.lastName.trim(),
      email: raw.email.trim().toLowerCase(),
      system: raw.system.trim(),
      subjects: codesOf(raw.subjects),
      parentEmail: raw.parentEmail.trim().toLowerCase(),
      errors: [...new Set(errors)],
      fields: parsed.success ? parsed.data : undefined,
      enrolments: [],
      parentExists: false,
    };
  });

  // Accounts: unique emails (in the database and within the file); parent emails free for a parent.
  const emails = [...new Set(rows.flatMap((r) => [r.email, r.parentEmail]).filter(Boolean))];
  const holders =
    emails.length === 0
      ? []
      : await ctx.db
          .select({ email: sql<string>`lower(${users.email})`, role: users.role })
          .from(users)
          .where(inArray(sql`lower(${users.email})`, emails));
  const roleOf = new Map(holders.map((h) => [h.email, h.role]));
  const valid = (row: CheckedRow, column: Column) => !row.errors.some((e) => e.startsWith(`${column}:`));
  const studentLine = new Map<string, number>();
  for (const row of rows) {
    if (row.email && valid(row, 'email') && !studentLine.has(row.email)) studentLine.set(row.email, row.line);
  }
  for (const row of rows) {
    if (valid(row, 'email')) {
      const first = studentLine.get(row.email)!;
      if (roleOf.has(row.email)) row.errors.push('email: an account with this email already exists');
      else if (first !== row.line) row.errors.push(`email: also used on line ${first}`);
    }
    if (!valid(row, 'parentEmail')) continue;
    const parentRole = roleOf.get(row.parentEmail);
    row.parentExists = parentRole !== undefined;
    if (parentRole && parentRole !== 'parent') {
      row.errors.push(`parentEmail: this email belongs to ${withArticle(parentRole)} account`);
    } else if (studentLine.has(row.parentEmail)) {
      row.errors.push(
        `parentEmail: this email belongs to the student on line ${studentLine.get(row.parentEmail)}`,
      );
    }
  }

  // Subjects by code, of the student's system, each taught by a teacher (the primary one first).
  const codes = [...new Set(rows.flatMap((r) => r.subjects))];
  const found =
    codes.length === 0
      ? []
      : await ctx.db
          .select({ id: subjects.id, name: subjects.name, code: subjects.code, system: subjects.system })
          .from(subjects)
          .where(inArray(sql`upper(${subjects.code})`, codes));
  const byCode = new Map(found.map((s) => [s.code.toUpperCase(), s]));
  const teacherOf = new Map<string, string>();
  for (const t of found.length === 0
    ? []
    : await teachersOf(
        ctx.db,
        found.map((s) => s.id),
      )) {
    if (!teacherOf.has(t.subjectId)) teacherOf.set(t.subjectId, t.teacherId);
  }
  for (const row of rows) {
    for (const code of row.subjects) {
      const subject = byCode.get(code);
      const teacher = subject && teacherOf.get(subject.id);
      if (!subject) row.errors.push(`subjects: no subject with code ${code}`);
      else if (valid(row, 'system') && subject.system !== row.system) {
        row.errors.push(`subjects: ${notOfSystem(`${subject.name} (${subject.code})`, row.system)}`);
      } else if (!teacher) {
        row.errors.push(`subjects: ${subject.name} (${subject.code}) has no teacher; assign one first`);
      } else row.enrolments.push({ subjectId: subject.id, teacherId: teacher });
    }
  }
  return rows;
}
