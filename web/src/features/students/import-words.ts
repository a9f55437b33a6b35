import {
  type ImportRowProblem,
  STUDENT_CSV_COLUMNS,
  STUDENT_CSV_LABELS,
  type StudentCsvColumn,
} from '@sabora/contract';
import type { TFunction } from 'i18next';
import { refusalMessage } from '../../lib/api-errors';

const isColumn = (value: unknown): value is StudentCsvColumn =>
  typeof value === 'string' && (STUDENT_CSV_COLUMNS as readonly string[]).includes(value);

const columnByLabel = new Map(
  Object.entries(STUDENT_CSV_LABELS).map(([column, label]) => [label, column as StudentCsvColumn]),
);

/**
 * One problem of an import row in the page's language: the server's English sentence
 * in English, else its code's words with the column named as this dialog names it.
 */
export function importProblemText(problem: ImportRowProblem, english: string, t: TFunction<'students'>) {
  const { column } = problem.params;
  const params = isColumn(column)
    ? { ...problem.params, label: t(`import.columns.${column}`) }
    : problem.params;
  return refusalMessage(problem.code, params, english);
}

/** A changed column as the server names it ("Phone") in the page's language. */
export function changedColumnText(serverLabel: string, t: TFunction<'students'>): string {
  const column = columnByLabel.get(serverLabel);
  return column ? t(`import.columns.${column}`) : serverLabel;
}
