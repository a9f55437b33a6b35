/** Chapters of a subject: the subject's visibility decides who sees them. */
export { findChapter, listChapters, removeChapter } from './service.js';
