import { Badge } from '@mantine/core';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { submissionStatusColor } from '../../lib/submission-status';

const isStatus = (status: string): status is SubmissionStatus =>
  (SUBMISSION_STATUSES as readonly string[]).includes(status);

/** A status in its colour and the reader's language; an unknown status reads as sent. */
export function SubmissionStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('submissions');
  return (
    // Never squeezed by a long title beside it: the status must stay readable.
    <Badge color={submissionStatusColor(status)} variant="light" style={{ flexShrink: 0 }}>
      {isStatus(status) ? t(`status.${status}`) : status}
    </Badge>
  );
}
