import type { System } from '@sabora/contract';

/** The public catalogue's cache keys: a page of a system's subjects, and one course's page. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  page: (system: System, search: string, page: number) =>
    [...catalogueKeys.all, system, search, page] as const,
  subject: (subjectId: string) => [...catalogueKeys.all, 'subject', subjectId] as const,
};
