import type { ExamSubmission, StudentExam } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { AssignmentCard } from '../../../components/assignment/assignment-card';
import { ExamSubmissionPanel } from './exam-submission-panel';

interface ExamCardProps {
  exam: StudentExam;
  submission: ExamSubmission | undefined;
}

/** One exam: title, subject, due date, description, the exam paper, then the student's part. */
export function ExamCard({ exam, submission }: ExamCardProps) {
  const { t } = useTranslation('exams');
  return (
    <AssignmentCard
      title={exam.title}
      subjectName={exam.subject.name}
      dueDate={exam.dueDate}
      details={exam.description}
      detailsDimmed
      files={[{ url: exam.fileUrl, name: exam.file?.originalName, label: t('student.file') }]}
      noFilesText={t('student.noPaper')}
      panel={<ExamSubmissionPanel exam={exam} submission={submission} />}
    />
  );
}
