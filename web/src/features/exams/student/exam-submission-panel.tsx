import { Alert, Text } from '@mantine/core';
import type { ExamSubmission, StudentExam } from '@sabora/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  AssignmentSubmissionPanel,
  SubmittedAssignment,
} from '../../../components/assignment/assignment-submission-panel';
import { useReplaceExamHandIn, useSubmitExam } from '../api/use-submit-exam';
import { EXAM_NOUN } from '../exam-noun';
import { examOpen } from './exam-list';
import { ExamSubmissionBadge } from './exam-submission-badge';

/** Per exam: what was handed in and its grade, or the upload form, or why it is closed. */
export function ExamSubmissionPanel({
  exam,
  submission,
}: {
  exam: StudentExam;
  submission: ExamSubmission | undefined;
}) {
  const { t } = useTranslation('exams');
  const now = Date.now();
  return (
    <AssignmentSubmissionPanel
      noun={EXAM_NOUN}
      itemId={exam._id}
      submission={submission}
      open={examOpen(exam, now)}
      handIn={useSubmitExam()}
      replace={useReplaceExamHandIn()}
      filesLabel={t('student.yourFiles')}
      submitted={(work) => (
        <SubmittedAssignment
          submission={work}
          badge={<ExamSubmissionBadge submission={work} />}
          gradeLine={t('student.grade', { grade: work.grade ?? 0 })}
        />
      )}
      closedNotice={
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
          {t('student.closed')}
        </Alert>
      }
      formNotice={
        // Open after the due date: the exam was re-opened.
        Date.parse(exam.dueDate) <= now ? (
          <Text size="sm" c="orange">
            {t('student.reopened')}
          </Text>
        ) : null
      }
    />
  );
}
