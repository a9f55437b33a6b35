import { describe, expect, it } from 'vitest';
import { academicYearOn, CLASS_REPEAT_MAX_OCCURRENCES, weeklyStarts } from './virtual-class-calendar.js';

const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe('virtual class calendar', () => {
  it('names the academic year that starts in September', () => {
    expect(academicYearOn(new Date('2026-11-15T10:00:00Z'), 'Africa/Cairo')).toBe('2026-2027');
    expect(academicYearOn(new Date('2027-08-31T10:00:00Z'), 'Africa/Cairo')).toBe('2026-2027');
    expect(academicYearOn(new Date('2027-01-01T10:00:00Z'), 'UTC')).toBe('2026-2027');
    // Already 1 September in Cairo while still 31 August in UTC.
    expect(academicYearOn(new Date('2027-08-31T22:30:00Z'), 'Africa/Cairo')).toBe('2027-2028');
    expect(academicYearOn(new Date('2027-08-31T22:30:00Z'), 'UTC')).toBe('2026-2027');
  });

  it('repeats weekly on the wall clock, keeping the hour across a daylight-saving change', () => {
    // Berlin moves to summer time on Sunday 28 March 2027: 09:00 is 08:00Z before, 07:00Z after.
    expect(iso(weeklyStarts(new Date('2027-03-22T08:00:00Z'), '2027-04-05', 'Europe/Berlin', 26))).toEqual([
      '2027-03-22T08:00:00.000Z',
      '2027-03-29T07:00:00.000Z',
      '2027-04-05T07:00:00.000Z',
    ]);
    expect(iso(weeklyStarts(new Date('2026-11-02T08:00:00Z'), '2026-11-15', 'Africa/Cairo', 26))).toEqual([
      '2026-11-02T08:00:00.000Z',
      '2026-11-09T08:00:00.000Z',
    ]);
  });

  it('counts the last day in its own zone, gives nothing before the first class, and stops past the cap', () => {
    // 23:30 in Cairo on Monday 2 November is 21:30Z; "until 9 November" includes the next Monday.
    expect(weeklyStarts(new Date('2026-11-02T21:30:00Z'), '2026-11-09', 'Africa/Cairo', 26)).toHaveLength(2);
    expect(weeklyStarts(new Date('2026-11-02T08:00:00Z'), '2026-11-01', 'Africa/Cairo', 26)).toEqual([]);
    const long = weeklyStarts(
      new Date('2026-01-05T08:00:00Z'),
      '2027-12-31',
      'UTC',
      CLASS_REPEAT_MAX_OCCURRENCES,
    );
    expect(long).toHaveLength(CLASS_REPEAT_MAX_OCCURRENCES + 1);
  });
});
