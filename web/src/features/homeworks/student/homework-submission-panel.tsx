import { Stack, Text } from '@mantine/core';
import type { HomeworkSubmission, StudentHomework } from '@sabora/contract';
import { useState } from 'react';
import { DateTimeText } from '../../../components/date-time-text';
import { FilesSubmitForm } from '../../../components/files-submit-form';
import { FormFeedback } from '../../../components/form-feedback';
import { SubmittedWorkFiles } from '../../../components/submitted-work-files';
import { failureMessage } from '../../../lib/api-client';
import { SUBMISSION_FILE_RULES } from '../../../lib/submission-file-rules';
import { useSubmitHomework } from '../api/use-submit-homework';
import { homeworkOpen, homeworkStatusLine } from './homework-status';

const SUBMIT_FAILED = 'Failed to submit homework';

function statusColor(submission: HomeworkSubmission | undefined, open: boolean): string {
  if (submission?.status === 'graded') return 'green';
  if (submission) return 'blue';
  return open ? 'dimmed' : 'red';
}

function SubmittedWork({ submission }: { submission: HomeworkSubmission }) {
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Submitted on <DateTimeText iso={submission.submittedAt} />
      </Text>
      {submission.status === 'graded' && submission.feedback ? (
        <Text size="sm">Feedback: {submission.feedback}</Text>
      ) : null}
      <SubmittedWorkFiles submission={submission} />
    </Stack>
  );
}

/** Spec §2.7, per homework: the status line, then the work handed in or the upload form. */
export function HomeworkSubmissionPanel({
  homework,
  submission,
}: {
  homework: StudentHomework;
  submission: HomeworkSubmission | undefined;
}) {
  const submit = useSubmitHomework();
  const [success, setSuccess] = useState<string | null>(null);
  const now = Date.now();
  const open = homeworkOpen(homework, now);

  return (
    <Stack gap="sm">
      <Text fw={600} c={statusColor(submission, open)}>
        {homeworkStatusLine(homework, submission, now)}
      </Text>
      {submission ? <SubmittedWork submission={submission} /> : null}
      {!submission && open ? (
        <FilesSubmitForm
          label="Your homework files"
          rules={SUBMISSION_FILE_RULES}
          submitLabel="Submit homework"
          pending={submit.isPending}
          onSubmit={(files) => {
            setSuccess(null);
            submit.mutate(
              { homeworkId: homework._id, files },
              { onSuccess: () => setSuccess('Submitted successfully!') },
            );
          }}
        />
      ) : null}
      <FormFeedback
        error={submit.isError ? failureMessage(submit.error, SUBMIT_FAILED, SUBMIT_FAILED) : null}
        success={success}
      />
    </Stack>
  );
}
