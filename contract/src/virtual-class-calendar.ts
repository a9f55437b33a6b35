/**
 * Calendar rules of virtual classes: the academic year a day falls in, and the weeks of a class
 * repeated weekly. Pure (Intl only), so the web form and the server reckon alike.
 */

/** The academic year starts in September (month 9): a class in November 2026 is in 2026-2027. */
export const ACADEMIC_YEAR_START_MONTH = 9;

/** A weekly repeat makes at most this many classes (about one school term of weeks). */
export const CLASS_REPEAT_MAX_OCCURRENCES = 26;

const DAY_MS = 86_400_000;

/** The wall clock of `instant` in `timeZone` (the runtime's own zone when none is named). */
function wallClock(instant: Date, timeZone?: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** The wall clock read as if it were UTC: comparing it with the instant gives the zone's offset. */
const asUtc = (w: ReturnType<typeof wallClock>, ms = 0) =>
  Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, ms);

/** "2026-2027" for any day from 1 September 2026 to 31 August 2027, read in `timeZone`. */
export function academicYearOn(instant: Date, timeZone?: string): string {
  const { year, month } = wallClock(instant, timeZone);
  const first = month >= ACADEMIC_YEAR_START_MONTH ? year : year - 1;
  return `${first}-${first + 1}`;
}

/**
 * The instant whose wall clock in `timeZone` reads as `wallAsUtc` (a wall clock written as a UTC
 * epoch). The offset is taken at a first guess and corrected once, which settles on either side of
 * a daylight-saving change; a wall time skipped by a spring-forward lands an hour later.
 */
function instantOfWall(wallAsUtc: number, timeZone: string): Date {
  let guess = wallAsUtc;
  for (let i = 0; i < 2; i += 1) {
    const seen = asUtc(wallClock(new Date(guess), timeZone));
    guess += wallAsUtc - seen;
  }
  return new Date(guess);
}

/**
 * The starts of a class repeated weekly: `first`, then the same weekday and wall-clock time 7, 14…
 * days later in `timeZone` (not 7 × 24 hours, so a daylight-saving change keeps the hour), up to
 * and including the day `until` ('YYYY-MM-DD' in that zone). Never more than `cap` + 1 starts, so a
 * caller sees that a limit was passed without building a long list.
 */
export function weeklyStarts(first: Date, until: string, timeZone: string, cap: number): Date[] {
  const start = wallClock(first, timeZone);
  const firstWall = asUtc(start, first.getUTCMilliseconds());
  const lastDay = Date.parse(`${until}T00:00:00Z`);
  const starts: Date[] = [];
  for (let week = 0; starts.length <= cap; week += 1) {
    const wall = firstWall + week * 7 * DAY_MS;
    if (Math.floor(wall / DAY_MS) * DAY_MS > lastDay) break;
    starts.push(week === 0 ? first : instantOfWall(wall, timeZone));
  }
  return starts;
}
