import { useSubjectStudents } from './api/use-subject-students';

/** Under auto-enroll: how many students the chosen subject has, so the reader knows who it takes. */
export function SubjectStudentsNote({ subjectId }: { subjectId: string }) {
  const students = useSubjectStudents(subjectId);
  if (!subjectId) return 'Choose a subject to see its students.';
  if (students.isPending) return 'Loading the subject’s students…';
  if (students.isError) return 'The subject’s students could not be loaded.';
  const count = students.data.length;
  return `${count} ${count === 1 ? 'student takes' : 'students take'} this subject (up to the seat limit).`;
}
