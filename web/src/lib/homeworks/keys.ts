import type { EndpointInput, homeworkEndpoints } from '@sabora/contract';

/**
 * The homeworks' cache keys. Everything is under `all`, so saving or deleting a homework reloads
 * the staff list, the student's homeworks and the chapters' homework counts alike.
 */
export const homeworkKeys = {
  all: ['homeworks'] as const,
  staffList: (query: EndpointInput<typeof homeworkEndpoints.list>['query']) =>
    [...homeworkKeys.all, 'staff', query] as const,
  mine: () => [...homeworkKeys.all, 'student', 'mine'] as const,
  /** How many homeworks each chapter of a subject holds (the chapters admin page). */
  countsByChapter: (subjectId: string) => [...homeworkKeys.all, 'counts', subjectId] as const,
};
