import type { EndpointInput, quizEndpoints } from '@sabora/contract';

/**
 * The quizzes' cache keys. Everything is under `all`, so a save, a delete, a start or a submit
 * reloads every quiz list.
 */
export const quizKeys = {
  all: ['quizzes'] as const,
  staffList: (query: EndpointInput<typeof quizEndpoints.list>['query']) =>
    [...quizKeys.all, 'staff', query] as const,
  /** The quizzes the student may start or resume now. */
  available: () => [...quizKeys.all, 'available'] as const,
  /** One quiz's statistics (a submit reloads them with the rest). */
  statistics: (id: string) => [...quizKeys.all, 'statistics', id] as const,
};
