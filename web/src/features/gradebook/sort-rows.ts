import type { GradebookStudent } from '@sabora/contract';

/** A column to sort by: the student's name, their average, or one item's grades. */
export type SortKey = { by: 'name' } | { by: 'average' } | { by: 'item'; index: number };
export interface SortOrder {
  key: SortKey;
  direction: 'ascending' | 'descending';
}

export const BY_NAME: SortOrder = { key: { by: 'name' }, direction: 'ascending' };

/** Whether two keys name the same column. */
export const sameKey = (a: SortKey, b: SortKey) =>
  a.by === b.by && (a.by !== 'item' || (b.by === 'item' && a.index === b.index));

/** A cell's place in an item's order: its grade, then hand-ins waiting, then missing, then the rest. */
function itemRank(student: GradebookStudent, index: number): number {
  const cell = student.cells[index];
  if (!cell) return -4;
  if (cell.status === 'graded' && cell.grade !== null) return cell.grade;
  if (cell.status === 'awaitingGrade') return -1;
  if (cell.status === 'missing') return -2;
  return -3;
}

/**
 * The rows in the order asked for; ties (and the name column) by name, in the reader's language's
 * order. Students without a value (no average) sort last either way.
 */
export function sortRows(
  rows: readonly GradebookStudent[],
  order: SortOrder,
  collator: Intl.Collator,
): GradebookStudent[] {
  const byName = (a: GradebookStudent, b: GradebookStudent) => collator.compare(a.name, b.name);
  const sign = order.direction === 'ascending' ? 1 : -1;
  const { key } = order;
  if (key.by === 'name') return [...rows].sort((a, b) => sign * byName(a, b));
  const value = (row: GradebookStudent) => (key.by === 'average' ? row.average : itemRank(row, key.index));
  return [...rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    return sign * (x - y) || byName(a, b);
  });
}
