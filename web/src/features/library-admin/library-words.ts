/** The library management screen's failure texts, as keys of the library-admin catalogue. */
export const LIBRARY_FAILURES = {
  subjects: 'failures.subjects',
  chapters: 'failures.chapters',
  items: 'failures.items',
  add: 'failures.add',
  update: 'failures.update',
  delete: 'failures.delete',
} as const;
