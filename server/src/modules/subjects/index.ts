/** Subjects: the cross-domain delete command reads and removes them through these. */
export { countEnrolments, findSubject, removeSubject } from './manage.js';
