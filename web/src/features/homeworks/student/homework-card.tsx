import type { HomeworkSubmission, StudentHomework } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { AssignmentCard } from '../../../components/assignment/assignment-card';
import { HomeworkQuestions } from './homework-questions';
import { HomeworkSubmissionPanel } from './homework-submission-panel';

interface HomeworkCardProps {
  homework: StudentHomework;
  submission: HomeworkSubmission | undefined;
}

/** One homework: what to do and by when, its files and questions, then the student's part. */
export function HomeworkCard({ homework, submission }: HomeworkCardProps) {
  const { t } = useTranslation('homeworks');
  return (
    <AssignmentCard
      title={homework.title}
      subjectName={homework.subject.name}
      chapterTitle={homework.chapter.title}
      dueDate={homework.dueDate}
      details={homework.text}
      files={[
        { url: homework.fileUrl, name: homework.file?.originalName, label: t('student.file') },
        // The staff's correction of the homework itself; the server hands it out after the due date.
        {
          url: homework.correctionFileUrl,
          name: homework.correctionFile?.originalName,
          label: t('student.correction'),
        },
      ]}
      panel={<HomeworkSubmissionPanel homework={homework} submission={submission} />}
    >
      <HomeworkQuestions homework={homework} submission={submission} />
    </AssignmentCard>
  );
}
