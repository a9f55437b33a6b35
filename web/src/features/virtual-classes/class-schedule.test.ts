import { describe, expect, it } from 'vitest';
import { makeVirtualClass } from '../../../test/fixtures/virtual-classes';
import { joinButtonOf, sectionOf, timeStatus } from './class-schedule';

const now = Date.parse('2026-03-10T10:00:00.000Z');
const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();

describe('class schedule', () => {
  it('puts a scheduled class live only inside its time, and completed after it', () => {
    const scheduled = (start: number) => makeVirtualClass({ scheduledDate: at(start), duration: 30 });
    expect(sectionOf(scheduled(1), now)).toBe('upcoming');
    expect(sectionOf(scheduled(0), now)).toBe('live');
    expect(sectionOf(scheduled(-30), now)).toBe('live');
    expect(sectionOf(scheduled(-31), now)).toBe('completed');
    // Staff may start a class early or end it early.
    expect(sectionOf(makeVirtualClass({ scheduledDate: at(10), status: 'in-progress' }), now)).toBe('live');
    expect(sectionOf(makeVirtualClass({ scheduledDate: at(10), status: 'completed' }), now)).toBe(
      'completed',
    );
  });

  it('keeps a cancelled class where its time puts it, with no join button', () => {
    const future = makeVirtualClass({ scheduledDate: at(60), status: 'cancelled' });
    const past = makeVirtualClass({ scheduledDate: at(-60), status: 'cancelled' });
    expect(sectionOf(future, now)).toBe('upcoming');
    expect(sectionOf(past, now)).toBe('completed');
    expect(joinButtonOf(future, now)).toBeNull();
    expect(timeStatus(future, now)).toBe('This class was cancelled.');
  });

  it('reads a far start in hours or days, and a near one in minutes', () => {
    const starting = (minutes: number) => timeStatus(makeVirtualClass({ scheduledDate: at(minutes) }), now);
    expect(starting(1)).toBe('Starts in 1 minute');
    expect(starting(59)).toBe('Starts in 59 minutes');
    expect(starting(150)).toBe('Starts in 2 hours');
    expect(starting(3 * 24 * 60 + 5)).toBe('Starts in 3 days');
  });

  it("says 'No Link', disabled, for a class without a meeting link", () => {
    expect(joinButtonOf(makeVirtualClass({ scheduledDate: at(5), meetingLink: null }), now)).toEqual({
      label: 'No Link',
      enabled: false,
    });
    expect(joinButtonOf(makeVirtualClass({ scheduledDate: at(5) }), now)).toEqual({
      label: 'Join Class',
      enabled: true,
    });
  });
});
