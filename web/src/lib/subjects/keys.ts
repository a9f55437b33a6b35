import type { EndpointInput, System, subjectEndpoints } from '@sabora/contract';

/**
 * The subjects' cache keys. Everything is under `all`, so a change to subjects, their teachers or
 * their enrolments (the subjects, teachers and students screens) reloads every list and picker.
 */
export const subjectKeys = {
  all: ['subjects'] as const,
  list: (query: EndpointInput<typeof subjectEndpoints.list>['query']) =>
    [...subjectKeys.all, 'list', query] as const,
  detail: (subjectId: string) => [...subjectKeys.all, 'detail', subjectId] as const,
  /** Every subject (of one system), for the pickers. */
  catalogue: (system: System | undefined) => [...subjectKeys.all, 'catalogue', system ?? 'all'] as const,
  /** The landing page's most popular subjects. */
  popular: (limit: number) => [...subjectKeys.all, 'popular', limit] as const,
};
