import dayjs, { type Dayjs } from 'dayjs';

/** A class on another day than today starts at 09:00 unless a time is chosen. */
const DAY_START_HOUR = 9;

/**
 * When a class on `day` starts before a time is chosen: today, the next full hour (the soonest
 * sensible start; after 23:00 that is tomorrow's midnight); any other day, 09:00. The date picker's
 * 23:59 is right for a due date, not for a class.
 */
export function classStartOn(day: Dayjs, now: Dayjs = dayjs()): Dayjs {
  if (day.isSame(now, 'day')) return now.add(1, 'hour').startOf('hour');
  return day.hour(DAY_START_HOUR).startOf('hour');
}

/** "Start Now": the current minute, so the class is in progress as soon as it is saved. */
export const startNow = (now: Dayjs = dayjs()): Dayjs => now.startOf('minute');
