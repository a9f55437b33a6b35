/**
 * What homeworks and exams (the two "assignments") share, and what a student's handed-in work of any
 * kind shares: submission counts, the summary a submission shows, file links, freeing stored bytes.
 * The homeworks, exams, quizzes and submissions modules build on it; it builds on none of them.
 */

export { missingWork } from './missing-work.js';
export { removeBytes } from './stored-files.js';
export { countSubmissions, submissionCounts } from './submission-counts.js';
export type { ItemSummary } from './summary.js';
export { recentlyMissedWork, type UnsubmittedWork, unsubmittedWork } from './unsubmitted-work.js';
export { type PageQuery, visiblePage } from './visible-page.js';
export { fileReplies, linkUploads, loadFiles, nextFilePosition } from './work-files.js';
export { awaitingGrade, gradedWork, type WorkKind, workKinds } from './work-kinds.js';
