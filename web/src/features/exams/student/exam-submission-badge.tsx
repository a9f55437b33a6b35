import { Badge } from '@mantine/core';
import type { ExamSubmission } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { submissionStatusColor } from '../../../lib/submission-status';

/** Graded, Late or Submitted; a late submission that was graded reads Graded. */
export function examSubmissionLabel(submission: ExamSubmission): 'Graded' | 'Late' | 'Submitted' {
  if (submission.status === 'graded') return 'Graded';
  if (submission.isLate || submission.status === 'late') return 'Late';
  return 'Submitted';
}

/** Coloured as every submission status is (lib/submission-status.ts). */
export function ExamSubmissionBadge({ submission }: { submission: ExamSubmission }) {
  const { t } = useTranslation('exams');
  const label = examSubmissionLabel(submission);
  return (
    <Badge color={submissionStatusColor(label.toLowerCase())} variant="light">
      {t(`student.badge.${label}`)}
    </Badge>
  );
}
