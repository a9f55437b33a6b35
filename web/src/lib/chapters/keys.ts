/** The chapters' cache keys: a subject's chapters, reloaded when one of them is saved or deleted. */
export const chapterKeys = {
  all: ['chapters'] as const,
  ofSubject: (subjectId: string) => [...chapterKeys.all, 'subject', subjectId] as const,
};
