/** Where a parent reads their children's grades, declared with the parents' calls. */
export { PARENT_GRADES_PATH } from '@sabora/contract';

/** A course's public page, opened from the catalogue and the landing page. */
export const coursePath = (subjectId: string) => `/courses/${subjectId}`;

/** The public catalogue of a system: IGCSE has its own list, the other two share /rcipes-list. */
export const catalogueListPath = (system: 'IGCSE' | 'National' | 'American') =>
  system === 'IGCSE' ? '/igcse-list' : `/rcipes-list?system=${system}`;
