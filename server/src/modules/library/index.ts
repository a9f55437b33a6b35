/** The library: what other modules read of it (how many items hold a subject or chapter). */
export { countLibraryItems } from './items.js';
