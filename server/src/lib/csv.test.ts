import { describe, expect, it } from 'vitest';
import { CsvError, guardFormula, parseCsv, toCsv, unguardFormula } from './csv.js';

const fields = (text: string) => parseCsv(text).map((r) => r.fields);

describe('parseCsv', () => {
  it('splits plain records on commas and line ends of every kind', () => {
    expect(fields('a,b,c\r\n1,2,3\n4,5,6\r7,8,9')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['4', '5', '6'],
      ['7', '8', '9'],
    ]);
  });

  it('keeps empty fields, including trailing ones', () => {
    expect(fields('a,,c,\n,,,\n')).toEqual([
      ['a', '', 'c', ''],
      ['', '', '', ''],
    ]);
  });

  it('reads quoted fields with commas, escaped quotes and line breaks', () => {
    expect(fields('"Smith, Jr.","say ""hi""","two\r\nlines"\nx,"",y')).toEqual([
      ['Smith, Jr.', 'say "hi"', 'two\r\nlines'],
      ['x', '', 'y'],
    ]);
  });

  it('drops a byte-order mark and skips blank lines, counting lines from the header as 1', () => {
    const records = parseCsv('\uFEFFname,note\r\n\r\nAli,"a\nb"\r\nMona,ok\r\n\r\n');
    expect(records).toEqual([
      { line: 1, fields: ['name', 'note'] },
      { line: 3, fields: ['Ali', 'a\nb'] },
      { line: 5, fields: ['Mona', 'ok'] },
    ]);
  });

  it('treats a lone quoted empty field as a record, not a blank line', () => {
    expect(fields('""\n')).toEqual([['']]);
  });

  it('handles a last record without a line end, and an empty input', () => {
    expect(fields('a,b')).toEqual([['a', 'b']]);
    expect(fields('')).toEqual([]);
    expect(fields('\r\n\n')).toEqual([]);
  });

  it('keeps a stray quote inside an unquoted field as a character', () => {
    expect(fields('5" screen,ok')).toEqual([['5" screen', 'ok']]);
  });

  it('refuses an unclosed quote and text after a closing quote, naming the line', () => {
    expect(() => parseCsv('a\n"open,b\nc')).toThrow(new CsvError('line 2: a quoted field is not closed'));
    expect(() => parseCsv('a\nb\n"x"y,z')).toThrow(
      new CsvError('line 3: unexpected text after a closing quote'),
    );
  });

  it('counts a CRLF, LF or CR inside a quoted field as one line', () => {
    const records = parseCsv('a,"1\r\n2\r\n3"\r\nb,"x\ry"\r\rc,z\n"\n"\nd');
    expect(records.map((r) => r.line)).toEqual([1, 4, 7, 8, 10]);
  });

  it('names the first error, and the line its record starts on', () => {
    expect(() => parseCsv('a\n"x"y,"open')).toThrow(
      new CsvError('line 2: unexpected text after a closing quote'),
    );
    expect(() => parseCsv('a\n\n"two\r\nlines"!\nb')).toThrow(
      new CsvError('line 3: unexpected text after a closing quote'),
    );
    expect(() => parseCsv('a\r\n\r\nb,"open\r\n\r\nc')).toThrow(
      new CsvError('line 3: a quoted field is not closed'),
    );
  });

  it('still refuses text after a closing quote when a stray quote comes first', () => {
    expect(() => parseCsv('5" screen,ok\n"x"y')).toThrow(
      new CsvError('line 2: unexpected text after a closing quote'),
    );
  });
});

describe('toCsv', () => {
  it('quotes only what needs it and ends every line with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b c'],
        ['x,y', 'say "hi"', 'two\nlines'],
      ]),
    ).toBe('a,b c\r\n"x,y","say ""hi""","two\nlines"\r\n');
  });

  it('quotes a field holding a lone CR or a CRLF too', () => {
    expect(toCsv([['a\rb', 'c\r\nd', 'e']])).toBe('"a\rb","c\r\nd",e\r\n');
  });

  it('guards cells that a spreadsheet would run as a formula', () => {
    expect(toCsv([['=HYPERLINK("http://x")', '-1', '@SUM(A1)', 'safe=1']])).toBe(
      `"'=HYPERLINK(""http://x"")",'-1,'@SUM(A1),safe=1\r\n`,
    );
    expect(guardFormula('\tcmd')).toBe("'\tcmd");
    // A spreadsheet splitting on ';' would start a cell after it.
    expect(guardFormula(';=1+1')).toBe(";'=1+1");
    expect(guardFormula('a;@SUM(A1);ok')).toBe("a;'@SUM(A1);ok");
    expect(guardFormula('=a;-1')).toBe("'=a;'-1");
  });

  it('leaves a phone number alone, but not a + that could call or reference anything', () => {
    expect(toCsv([['+20 100 123 4567', '+201001234567', '+1 (555) 123-4567']])).toBe(
      '+20 100 123 4567,+201001234567,+1 (555) 123-4567\r\n',
    );
    for (const formula of ['+SUM(A1)', '+A1', "+cmd|' /C calc'!A0", '+', '+ ', '+1+HYPERLINK("x")', '+1;2']) {
      expect(guardFormula(formula), formula).toBe(`'${formula}`);
    }
  });

  it("adds one more ' to a cell that already starts with ' before a formula start", () => {
    expect(guardFormula("'=1+1")).toBe("''=1+1");
    expect(guardFormula("a;'=1")).toBe("a;''=1");
    // An older export wrote phones as '+20 …: importing it still gives the number.
    expect(unguardFormula("'+20 100 123 4567")).toBe('+20 100 123 4567');
  });

  it('round-trips through parseCsv and unguardFormula', () => {
    const rows = [
      ['Name', 'Phone', 'Note'],
      ['Ali, "the first"', '+20 100 200 3000', 'line1\r\nline2'],
      ['=1+1', "'quoted already", ''],
      [';=1+1', 'x;+2;y', 'a;b'],
      ["'=1+1", "a;'@x", "''+20"],
      ['+20 100 200 3000', '+(20) 100-200', '+x'],
    ];
    const back = parseCsv(toCsv(rows)).map((r) => r.fields.map(unguardFormula));
    expect(back).toEqual(rows);
  });
});
