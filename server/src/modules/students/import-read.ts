/** Reading an import file: bytes → text → rows of values by column; file-level problems are a 400. */
import {
  STUDENT_CSV_COLUMNS,
  STUDENT_CSV_OPTIONAL_COLUMNS,
  STUDENT_IMPORT_MAX_ROWS,
  type StudentCsvColumn,
} from '@sabora/contract';
import { CsvError, parseCsv, unguardFormula } from '../../lib/csv.js';
import { badRequest } from '../../plugins/errors.js';
import { addProblem, type RowProblems } from './import-problems.js';

export interface FileRow extends RowProblems {
  line: number;
  /** Each column's text, the export's formula guard undone; '' for a column the file lacks. */
  raw: Record<StudentCsvColumn, string>;
}

/** Uploaded bytes → text; CSV exports of spreadsheets are UTF-8 ("CSV UTF-8" in Excel). */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('importNotUtf8');
  }
}

/** The file's rows and which optional columns it has. */
export function readRows(text: string): { rows: FileRow[]; has: Set<StudentCsvColumn> } {
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw badRequest('importUnreadable', { problem: error.message });
    throw error;
  }
  const [header, ...data] = records;
  if (!header) throw badRequest('importEmpty');
  const names = header.fields.map((h) => h.trim().toLowerCase());
  const position = new Map(STUDENT_CSV_COLUMNS.map((c) => [c, names.indexOf(c.toLowerCase())]));
  const missing = STUDENT_CSV_COLUMNS.filter(
    (c) => position.get(c) === -1 && !STUDENT_CSV_OPTIONAL_COLUMNS.includes(c),
  );
  if (missing.length > 0) {
    throw badRequest('importMissingColumns', {
      missing: missing.join(', '),
      expected: STUDENT_CSV_COLUMNS.join(','),
    });
  }
  // Spreadsheets often save empty rows as a line of commas.
  const kept = data.filter((r) => r.fields.some((f) => f.trim() !== ''));
  if (kept.length === 0) throw badRequest('importNoRows');
  if (kept.length > STUDENT_IMPORT_MAX_ROWS) {
    throw badRequest('importTooManyRows', { max: STUDENT_IMPORT_MAX_ROWS, count: kept.length });
  }
  const has = new Set(STUDENT_CSV_COLUMNS.filter((c) => position.get(c) !== -1));
  const rows = kept.map((r) => {
    const raw = Object.fromEntries(
      STUDENT_CSV_COLUMNS.map((c) => [c, unguardFormula(r.fields[position.get(c)!] ?? '')]),
    ) as Record<StudentCsvColumn, string>;
    const row: FileRow = { line: r.line, raw, errors: [], problems: [] };
    if (r.fields.length !== header.fields.length) {
      addProblem(row, 'importRowValueCount', { count: r.fields.length, columns: header.fields.length });
    }
    return row;
  });
  return { rows, has };
}
