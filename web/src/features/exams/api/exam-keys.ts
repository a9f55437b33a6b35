import type { EndpointInput, examEndpoints } from '@sabora/contract';

/** The exams' cache keys. Everything is under `all`, so a save or delete reloads every exam list. */
export const examKeys = {
  all: ['exams'] as const,
  staffList: (query: EndpointInput<typeof examEndpoints.list>['query']) =>
    [...examKeys.all, 'staff', query] as const,
  mine: () => [...examKeys.all, 'student', 'mine'] as const,
};
