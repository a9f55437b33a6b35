import { describe, expect, it } from 'vitest';
import { addMonths, compareMonths, dayKey, monthCells, weekdaysFrom } from './month-grid';

const days = (cells: ReturnType<typeof monthCells>) => cells.map((cell) => cell.date?.getDate() ?? null);

describe('month grid', () => {
  it('lays a month out Sunday to Saturday, with blanks for the neighbouring months', () => {
    // March 2026 starts on a Sunday and has 31 days: five weeks, the last ending on a Thursday.
    const march = monthCells({ year: 2026, month: 2 });
    expect(march).toHaveLength(35);
    expect(days(march).slice(0, 2)).toEqual([1, 2]);
    expect(days(march).slice(28)).toEqual([29, 30, 31, null, null, null, null]);
    // April 2026 starts on a Wednesday.
    expect(days(monthCells({ year: 2026, month: 3 })).slice(0, 7)).toEqual([null, null, null, 1, 2, 3, 4]);
    // Every cell has its own key, blanks included.
    expect(new Set(march.map((cell) => cell.key)).size).toBe(35);
  });

  it("starts each row on the reader's first weekday: Saturday in Arabic, Monday in French", () => {
    // March 2026 starts on a Sunday: one blank (Saturday) before it in a Saturday-first week.
    const saturdayFirst = days(monthCells({ year: 2026, month: 2 }, 6));
    expect(saturdayFirst.slice(0, 7)).toEqual([null, 1, 2, 3, 4, 5, 6]);
    expect(saturdayFirst.length % 7).toBe(0);
    // A Monday-first week puts six blanks before it.
    expect(days(monthCells({ year: 2026, month: 2 }, 1)).slice(0, 7)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      1,
    ]);
    expect(weekdaysFrom(6)).toEqual([6, 0, 1, 2, 3, 4, 5]);
  });

  it('keys days by their local date and steps across years', () => {
    expect(dayKey(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(addMonths({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
    expect(addMonths({ year: 2026, month: 0 }, -1)).toEqual({ year: 2025, month: 11 });
    expect(compareMonths({ year: 2026, month: 0 }, { year: 2025, month: 11 })).toBe(1);
  });
});
