/** The local calendar day of a moment, as `YYYY-MM-DD` (the key events are grouped by). */
export function dayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** A month as it is shown: `{ year, month }` with month 0–11, as `Date` counts them. */
export interface Month {
  year: number;
  month: number;
}

export function monthOf(date: Date): Month {
  return { year: date.getFullYear(), month: date.getMonth() };
}

export function addMonths({ year, month }: Month, count: number): Month {
  const first = new Date(year, month + count, 1);
  return monthOf(first);
}

/** Negative when `a` is before `b`, 0 for the same month. */
export function compareMonths(a: Month, b: Month): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/** A cell of the month grid: a day of the month, or a blank standing for a neighbouring month's day. */
export interface GridCell {
  key: string;
  date: Date | null;
}

/** The seven weekdays (0 = Sunday … 6 = Saturday) in the order a week starting on `firstDay` shows them. */
export function weekdaysFrom(firstDay: number): number[] {
  return Array.from({ length: 7 }, (_, i) => (firstDay + i) % 7);
}

/**
 * The month's cells, a week a row from `firstDay` (Sunday in English, unless the
 * reader's week starts elsewhere: Saturday in Arabic); days of the neighbouring months are blanks,
 * so the cell count is a multiple of 7.
 */
export function monthCells({ year, month }: Month, firstDay = 0): GridCell[] {
  const daysInMonth = new Date(year, month + 1, 0).getDate();
  const leading = (new Date(year, month, 1).getDay() - firstDay + 7) % 7;
  const cells: GridCell[] = Array.from({ length: leading }, (_, i) => ({
    key: `before-${i}`,
    date: null,
  }));
  for (let day = 1; day <= daysInMonth; day++) {
    const date = new Date(year, month, day);
    cells.push({ key: dayKey(date), date });
  }
  for (let i = 0; cells.length % 7 !== 0; i++) cells.push({ key: `after-${i}`, date: null });
  return cells;
}
