import type { GradebookCell, GradebookStudent } from '@sabora/contract';
import { describe, expect, it } from 'vitest';
import { BY_NAME, sortRows } from './sort-rows';

const cell = (status: GradebookCell['status'], grade: number | null = null): GradebookCell => ({
  itemId: 'item-1',
  grade,
  status,
  late: false,
});
const student = (name: string, cells: GradebookCell[], average: number | null): GradebookStudent => ({
  id: name,
  studentId: `STU-${name}`,
  name,
  email: `${name}@sabora.test`,
  cells,
  average,
});

const rows = [
  student('Salma', [cell('missing')], null),
  student('Adam', [cell('graded', 70)], 70),
  student('Nour', [cell('awaitingGrade')], 88),
  student('Karim', [cell('graded', 95)], 95),
  student('Ziad', [cell('notExpected')], null),
  student('Bassem', [cell('graded', 70)], 70),
];
const names = (list: GradebookStudent[]) => list.map((row) => row.name);
const collator = new Intl.Collator('en');

describe('sortRows', () => {
  it('sorts by name either way', () => {
    expect(names(sortRows(rows, BY_NAME, collator))).toEqual([
      'Adam',
      'Bassem',
      'Karim',
      'Nour',
      'Salma',
      'Ziad',
    ]);
    expect(names(sortRows(rows, { ...BY_NAME, direction: 'descending' }, collator))).toEqual([
      'Ziad',
      'Salma',
      'Nour',
      'Karim',
      'Bassem',
      'Adam',
    ]);
  });

  it('sorts by average with ties by name, and students with none last both ways', () => {
    const down = sortRows(rows, { key: { by: 'average' }, direction: 'descending' }, collator);
    expect(names(down)).toEqual(['Karim', 'Nour', 'Adam', 'Bassem', 'Salma', 'Ziad']);
    const up = sortRows(rows, { key: { by: 'average' }, direction: 'ascending' }, collator);
    expect(names(up)).toEqual(['Adam', 'Bassem', 'Nour', 'Karim', 'Salma', 'Ziad']);
  });

  it('sorts by an item: grades, then hand-ins waiting, then missing, then the rest', () => {
    const down = sortRows(rows, { key: { by: 'item', index: 0 }, direction: 'descending' }, collator);
    expect(names(down)).toEqual(['Karim', 'Adam', 'Bassem', 'Nour', 'Salma', 'Ziad']);
    const up = sortRows(rows, { key: { by: 'item', index: 0 }, direction: 'ascending' }, collator);
    expect(names(up)).toEqual(['Ziad', 'Salma', 'Nour', 'Adam', 'Bassem', 'Karim']);
  });

  it('leaves the rows it was given as they were', () => {
    const before = names(rows);
    sortRows(rows, { key: { by: 'average' }, direction: 'descending' }, collator);
    expect(names(rows)).toEqual(before);
  });
});
