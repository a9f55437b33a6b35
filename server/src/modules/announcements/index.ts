/** Announcements: what deleting a subject asks of them. */
export { countAnnouncements } from './service.js';
