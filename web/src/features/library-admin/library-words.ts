/** Staff spec §8 "Library": the screen's failure texts. */
export const LIBRARY_FAILURES = {
  subjects: 'Failed to load subjects',
  chapters: 'Failed to load chapters',
  items: 'Failed to load library items',
  add: 'Failed to add library item',
  update: 'Failed to update library item',
  delete: 'Failed to delete library item',
} as const;

/** Staff spec §5. */
export const DELETE_QUESTION = 'Are you sure you want to delete this library item?';
