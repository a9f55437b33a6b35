/**
 * Who may see what, in one place (docs/architecture.md, "Who may see what (`server/src/access/`)"):
 * every module asks these instead of writing its own rule. Tested once, over every role, in
 * access.test.ts.
 */
export {
  activelyEnrolledIn,
  enrolledStudentAccounts,
  enrolledStudentUserIds,
  parentsOfStudents,
} from './audience.js';
export { childOfParent, profileOfUser, whoseWork } from './students.js';
export {
  findVisibleSubject,
  PREPARED_VIEWER,
  preparedVisibleSubjects,
  type SubjectViewer,
  staffSubjects,
  subjectsOfStudent,
  subjectsOfStudentAccount,
  viewerOf,
  viewerValues,
  visibleSubjects,
  visibleSubjectsOf,
} from './subjects.js';
export { mayReadWork } from './work.js';
