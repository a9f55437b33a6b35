import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { classStartOn, startNow } from './class-start';

const now = dayjs('2026-05-14T14:20:35.123');

describe('classStartOn', () => {
  it('starts a class picked for today at the next full hour', () => {
    expect(classStartOn(now.startOf('day'), now).format('YYYY-MM-DD HH:mm:ss')).toBe('2026-05-14 15:00:00');
    // Late in the evening the next full hour is tomorrow's midnight, never a time already past.
    const late = dayjs('2026-05-14T23:40:00');
    expect(classStartOn(late.startOf('day'), late).format('YYYY-MM-DD HH:mm:ss')).toBe('2026-05-15 00:00:00');
  });

  it('starts a class on any other day at 09:00', () => {
    expect(classStartOn(dayjs('2026-05-20T00:00:00'), now).format('YYYY-MM-DD HH:mm:ss')).toBe(
      '2026-05-20 09:00:00',
    );
    expect(classStartOn(dayjs('2026-05-13T23:59:00'), now).format('YYYY-MM-DD HH:mm:ss')).toBe(
      '2026-05-13 09:00:00',
    );
  });
});

describe('startNow', () => {
  it('is the current minute, never later than now', () => {
    expect(startNow(now).format('YYYY-MM-DD HH:mm:ss.SSS')).toBe('2026-05-14 14:20:00.000');
  });
});
