import type { EndpointInput, studentEndpoints } from '@sabora/contract';

/**
 * The students' cache keys. Everything is under `all`: a change to a student or a parent reloads
 * the staff's list and what the students' and parents' home pages show.
 */
export const studentKeys = {
  all: ['students'] as const,
  list: (query: EndpointInput<typeof studentEndpoints.list>['query']) =>
    [...studentKeys.all, 'list', query] as const,
  /** The signed-in student's summary, refreshed when they join a class. */
  mySummary: () => [...studentKeys.all, 'me', 'summary'] as const,
  /** A parent's child's summary. */
  childSummary: (studentId: string) => [...studentKeys.all, 'summary', studentId] as const,
  leaderboard: () => [...studentKeys.all, 'leaderboard'] as const,
  /** The address of the student's calendar feed, replaced when they make a new one. */
  calendarFeed: () => [...studentKeys.all, 'calendar-feed'] as const,
};
