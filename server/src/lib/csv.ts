/**
 * RFC 4180 CSV for imports and exports, read with csv-parse and written with csv-stringify (their
 * synchronous APIs). On top of them: the line each record starts on, errors that name it, and the
 * formula guard on exported cells.
 */
import { CsvError as ParseError, type Options as ParseOptions, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

export interface CsvRecord {
  /** The physical line the record starts on, 1-based (a quoted field may span several lines). */
  line: number;
  fields: string[];
}

export class CsvError extends Error {}

const READ: ParseOptions = {
  bom: true,
  // All three line ends, even mixed in one file (csv-parse otherwise keeps to the first it meets).
  record_delimiter: ['\r\n', '\n', '\r'],
  relax_column_count: true,
  skip_empty_lines: true,
};

const lineEnds = (fields: string[]) => fields.reduce((n, f) => n + (f.match(/\r\n|\r|\n/g)?.length ?? 0), 0);

/** The reader's messages for the errors a user can cause; csv-parse's own for any other. */
const MESSAGES: Partial<Record<ParseError['code'], string>> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is not closed',
  CSV_INVALID_CLOSING_QUOTE: 'unexpected text after a closing quote',
};

const csvError = (error: ParseError, line: number) =>
  new CsvError(`line ${line}: ${MESSAGES[error.code] ?? error.message}`);

/**
 * Parses CSV text: comma-separated fields, double-quoted fields that may hold commas, line breaks
 * and "" for a quote; CRLF, LF or CR line ends; a leading byte-order mark. Blank lines are skipped.
 * A quote inside an unquoted field is kept as a character (lenient, as spreadsheets are). The first
 * unclosed quote or text after a closing quote is a CsvError naming the line its record starts on.
 */
export function parseCsv(input: string): CsvRecord[] {
  const data = Buffer.from(input);
  const records: CsvRecord[] = [];
  const ends: number[] = []; // the byte offset just past each record, to place an error
  // Line ends read so far, in records and after each. csv-parse's info.lines is the line a record
  // ends on, and counts a CRLF inside a quoted field twice, so lines are counted here.
  let linesRead = 0;
  const nextLine = (emptyLines: unknown) => 1 + Number(emptyLines ?? 0) + linesRead;

  let failed: ParseError | undefined;
  try {
    parse(data, {
      ...READ,
      relax_quotes: true,
      on_record: (fields: string[], { bytes, empty_lines }) => {
        records.push({ line: nextLine(empty_lines), fields });
        ends.push(bytes);
        linesRead += lineEnds(fields) + 1;
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    failed = error;
  }

  // relax_quotes keeps a stray quote, but also lets text after a closing quote through ("x"y), which
  // is refused: a strict pass finds it, skipping past stray quotes. Up to the first error both passes
  // read alike, so its offset (the last field or record end before it) places it in the records read.
  parse(data, {
    ...READ,
    skip_records_with_error: true,
    on_skip: (error) => {
      if (!error || error.code === 'INVALID_OPENING_QUOTE') return undefined;
      const at = ends.findIndex((end) => end > Number(error.bytes));
      throw csvError(error, records[at]?.line ?? nextLine(failed?.empty_lines));
    },
  });
  if (failed) throw csvError(failed, nextLine(failed.empty_lines));
  return records;
}

/**
 * Cells starting like a formula (=, +, -, @, tab, CR) are prefixed with ' so spreadsheets show them
 * as text; so is such a start right after a ';', because a spreadsheet that splits on ';' (the usual
 * separator where the decimal mark is a comma) would start a new cell there.
 *
 * Except a phone number: '+' then only digits, spaces, hyphens and parentheses (the characters
 * phoneSchema allows). With no letter, no '!', '|' or quote it can name no function, cell or other
 * program, so a spreadsheet can at worst show it as a number; the ' would be worse, since
 * spreadsheets opening a CSV keep it as part of the text ("'+20 100 …"). A cell already starting with
 * ' before a formula start gets one more ', so that unguardFormula gives it back unchanged.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PHONE = /^\+[0-9 ()-]*[0-9][0-9 ()-]*$/;
const GUARDED = /^'+[=+\-@\t\r]/;
const FORMULA_AFTER_SEMICOLON = /;(?='*[=+\-@\t\r])/g;

const needsGuard = (value: string) =>
  (FORMULA_START.test(value) && !PHONE.test(value)) || GUARDED.test(value);

export const guardFormula = (value: string) =>
  (needsGuard(value) ? `'${value}` : value).replace(FORMULA_AFTER_SEMICOLON, ";'");

/** Undoes guardFormula, so an exported file can be imported again unchanged (older exports too). */
export const unguardFormula = (value: string) =>
  (GUARDED.test(value) ? value.slice(1) : value).replace(/;'(?='*[=+\-@\t\r])/g, ';');

/** Writes rows as CSV: formula-guarded, quoted where needed, CRLF line ends, a final line end. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return stringify(rows as string[][], {
    record_delimiter: '\r\n',
    // Quote a field holding any line end, not only a whole CRLF (off by default once the record
    // delimiter is set), so it reads back as one field.
    quote_record_delimiter: true,
    // Our guard rather than csv-stringify's escape_formulas, so that unguardFormula undoes exactly it.
    cast: { string: guardFormula },
  });
}
