/** RFC 4180 CSV, read and written here so imports and exports need no dependency. */

export interface CsvRecord {
  /** The physical line the record starts on, 1-based (a quoted field may span several lines). */
  line: number;
  fields: string[];
}

export class CsvError extends Error {}

/**
 * Parses CSV text: comma-separated fields, double-quoted fields that may hold commas, line breaks
 * and "" for a quote; CRLF, LF or CR line ends; a leading byte-order mark. Blank lines are skipped.
 */
export function parseCsv(input: string): CsvRecord[] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  // A record made of one quoted empty field ("") is data, not a blank line.
  let hadQuote = false;
  let i = 0;

  const endField = () => {
    fields.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    const blank = fields.length === 1 && fields[0] === '' && !hadQuote;
    if (!blank) records.push({ line: recordLine, fields });
    fields = [];
    hadQuote = false;
  };

  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        const next = text[i];
        if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') {
          throw new CsvError(`line ${line}: unexpected text after a closing quote`);
        }
        continue;
      }
      if (c === '\r' || c === '\n') {
        line += 1;
        if (c === '\r' && text[i + 1] === '\n') {
          field += '\r\n';
          i += 2;
          continue;
        }
      }
      field += c;
      i += 1;
      continue;
    }
    if (c === '"' && field === '') {
      quoted = true;
      hadQuote = true;
      i += 1;
      continue;
    }
    if (c === ',') {
      endField();
      i += 1;
      continue;
    }
    if (c === '\r' || c === '\n') {
      endRecord();
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
      continue;
    }
    // A quote inside an unquoted field is kept as a character (lenient, as spreadsheets are).
    field += c;
    i += 1;
  }
  if (quoted) throw new CsvError(`line ${recordLine}: a quoted field is not closed`);
  if (field !== '' || fields.length > 0 || hadQuote) endRecord();
  return records;
}

/** Cells starting like a formula (=, +, -, @, tab, CR) are prefixed with ' so spreadsheets show them as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

export const guardFormula = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/** Undoes guardFormula, so an exported file can be imported again unchanged. */
export const unguardFormula = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** Writes rows as CSV: formula-guarded, quoted where needed, CRLF line ends, a final line end. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  const lines = rows.map((row) => row.map((cell) => quote(guardFormula(cell))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
