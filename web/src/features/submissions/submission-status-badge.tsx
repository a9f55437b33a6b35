import { Badge } from '@mantine/core';
import { submissionStatusColor, submissionStatusLabel } from './submission-status';

export function SubmissionStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={submissionStatusColor(status)} variant="light">
      {submissionStatusLabel(status)}
    </Badge>
  );
}
