import { useTranslation } from 'react-i18next';
import { useSubjectStudents } from './api/use-subject-students';

/** Under auto-enroll: how many students the chosen subject has, so the reader knows who it takes. */
export function SubjectStudentsNote({ subjectId }: { subjectId: string }) {
  const { t } = useTranslation('virtual-classes-admin');
  const students = useSubjectStudents(subjectId);
  if (!subjectId) return t('subjectStudents.chooseSubject');
  if (students.isPending) return t('subjectStudents.loading');
  if (students.isError) return t('subjectStudents.failed');
  return t('subjectStudents.count', { count: students.data.length });
}
