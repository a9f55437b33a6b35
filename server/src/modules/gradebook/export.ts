import type { Gradebook, GradebookCell, GradebookExportFormat } from '@sabora/contract';
import ExcelJS from 'exceljs';
import { toCsv } from '../../lib/csv.js';
import { type Language, MESSAGES, schoolDay } from '../../lib/i18n/messages.js';

/** What a cell without a grade says in a spreadsheet; an open item's cell stays empty. */
function cellText(cell: GradebookCell, words: (typeof MESSAGES)[Language]['gradebook']): string {
  const late = cell.late ? ` (${words.late})` : '';
  switch (cell.status) {
    case 'graded':
      return `${cell.grade}${late}`;
    case 'awaitingGrade':
      return `${words.awaitingGrade}${late}`;
    case 'missing':
      return words.missing;
    case 'notExpected':
      return words.notExpected;
    case 'notDue':
      return '';
  }
}

/**
 * The heading row in the reader's language (student, student ID, email, each item as "title
 * (kind, due day)", average), and the words of its cells.
 */
function headingOf(book: Gradebook, language: Language) {
  const { gradebook: words, words: kinds } = MESSAGES[language];
  const heading = [
    words.student,
    words.studentNumber,
    words.email,
    ...book.items.map((item) => `${item.title} (${kinds[item.kind]}, ${schoolDay(new Date(item.dueDate))})`),
    words.average,
  ];
  return { heading, words };
}

export function gradebookCsv(book: Gradebook, language: Language): string {
  const { heading, words } = headingOf(book, language);
  const rows = book.students.map((student) => [
    student.name,
    student.studentId,
    student.email,
    ...student.cells.map((cell) => cellText(cell, words)),
    student.average === null ? '' : String(student.average),
  ]);
  // A byte-order mark, so spreadsheet programs read the UTF-8 (Arabic names) as such.
  return `\uFEFF${toCsv([heading, ...rows])}`;
}

/** Characters a worksheet's name may not hold, and its length limit (Excel's). */
const SHEET_NAME_FORBIDDEN = /[[\]:*?/\\]/g;
const SHEET_NAME_MAX = 31;

/**
 * The gradebook as an Excel workbook: grades as numbers (a late one carries a note), other cells
 * as their words, the heading row and the names frozen, right to left for Arabic readers.
 */
export async function gradebookXlsx(book: Gradebook, language: Language): Promise<Buffer> {
  const { heading, words } = headingOf(book, language);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Sabora';
  const name =
    book.subject.name.replace(SHEET_NAME_FORBIDDEN, ' ').trim().slice(0, SHEET_NAME_MAX) || 'Gradebook';
  const sheet = workbook.addWorksheet(name, {
    views: [{ state: 'frozen', xSplit: 1, ySplit: 1, rightToLeft: language === 'ar' }],
  });
  sheet.addRow(heading).font = { bold: true };
  for (const student of book.students) {
    const row = sheet.addRow([
      student.name,
      student.studentId,
      student.email,
      ...student.cells.map((cell) => (cell.status === 'graded' ? cell.grade : cellText(cell, words))),
      student.average,
    ]);
    student.cells.forEach((cell, i) => {
      if (cell.status === 'graded' && cell.late) row.getCell(4 + i).note = words.late;
    });
  }
  sheet.getColumn(1).width = 28;
  sheet.getColumn(3).width = 30;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const EXPORT_TYPES: Record<GradebookExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export function gradebookFile(book: Gradebook, format: GradebookExportFormat, language: Language) {
  const fileName = `${book.subject.name} gradebook.${format}`;
  return format === 'csv'
    ? Promise.resolve({ fileName, body: gradebookCsv(book, language) })
    : gradebookXlsx(book, language).then((body) => ({ fileName, body }));
}
