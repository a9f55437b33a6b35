import { Badge } from '@mantine/core';
import { submissionStatusColor } from '../../../lib/submission-status';

/**
 * A quiz submission's status ('graded' or 'late'), capitalised and coloured as every submission
 * status is; any other value shows as it is.
 */
export function QuizStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={submissionStatusColor(status)} variant="light">
      {status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Submitted'}
    </Badge>
  );
}
