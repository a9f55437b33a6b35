import { Badge } from '@mantine/core';
import { submissionStatusColor, submissionStatusLabel } from '../../lib/submission-status';

export function SubmissionStatusBadge({ status }: { status: string }) {
  return (
    // Never squeezed by a long title beside it: the status must stay readable.
    <Badge color={submissionStatusColor(status)} variant="light" style={{ flexShrink: 0 }}>
      {submissionStatusLabel(status)}
    </Badge>
  );
}
