import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { submissionStatusColor } from '../../../lib/submission-status';

/**
 * A quiz submission's status ('graded' or 'late'), capitalised and coloured as every submission
 * status is; any other value shows as it is.
 */
export function QuizStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('quizzes');
  return (
    <Badge color={submissionStatusColor(status)} variant="light">
      {status === 'graded' || status === 'late'
        ? t(`student.status.${status}`)
        : status
          ? status.charAt(0).toUpperCase() + status.slice(1)
          : t('student.status.submitted')}
    </Badge>
  );
}
