/**
 * Operations that span domains (docs/architecture.md, "Commands and constraints"): each reads the guards of several
 * modules through their index.ts, then asks the owning module to act. Only routes call commands.
 */
export { listAuditWithNames } from './audit-with-names.js';
export { deleteChapter } from './delete-chapter.js';
export { deleteQuestion } from './delete-question.js';
export { deleteSubject } from './delete-subject.js';
