/** The question bank's cache keys. Everything is under `all`, so a save or delete reloads them all. */
export const questionBankKeys = {
  all: ['question-bank'] as const,
  ofChapter: (chapterId: string) => [...questionBankKeys.all, 'chapter', chapterId] as const,
  /** Every question of a subject (the homework and quiz question pickers). */
  ofSubject: (subjectId: string) => [...questionBankKeys.all, 'subject', subjectId] as const,
};
