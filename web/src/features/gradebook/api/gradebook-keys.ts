/** The gradebook's cache keys: one subject's. A grade saved elsewhere is seen on the next visit. */
export const gradebookKeys = {
  all: ['gradebook'] as const,
  ofSubject: (subjectId: string) => [...gradebookKeys.all, subjectId] as const,
};
