/** Subjects: the cross-domain delete command reads and removes them through these. */

/** The public catalogue module lists and opens active subjects through these. */
export { type CatalogueFilter, catalogueSubject, catalogueSubjects } from './catalogue.js';
export { countEnrolments, findSubject, removeSubject } from './manage.js';
/** The audit log names the subjects its entries recorded by id. */
export { subjectNames } from './names.js';
