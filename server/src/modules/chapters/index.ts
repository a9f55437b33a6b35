/** Chapters of a subject: the subject's visibility decides who sees them. */

/** The audit log names the chapters its entries recorded by id. */
export { chapterTitles } from './names.js';
/** The public catalogue's outline of a subject (titles and lengths, not content). */
export { chapterCounts, chapterOutline } from './outline.js';
export { findChapter, listChapters, removeChapter } from './service.js';
