import { Alert, Group, Stack, Text } from '@mantine/core';
import type { ExamSubmission, StudentExam } from '@sabora/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { DateTimeText } from '../../../components/date-time-text';
import { FilesSubmitForm } from '../../../components/files-submit-form';
import { FormFeedback } from '../../../components/form-feedback';
import { SubmittedWorkFiles } from '../../../components/submitted-work-files';
import { failureMessage } from '../../../lib/api-client';
import { SUBMISSION_FILE_RULES } from '../../../lib/submission-file-rules';
import { useSubmitExam } from '../api/use-submit-exam';
import { examOpen } from './exam-list';
import { ExamSubmissionBadge } from './exam-submission-badge';

const CLOSED = 'Due date has passed. Late submissions are not allowed.';
const SUBMIT_FAILED = 'Failed to submit exam';

function SubmittedWork({ submission }: { submission: ExamSubmission }) {
  const graded = submission.status === 'graded';
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <ExamSubmissionBadge submission={submission} />
        <Text size="sm" c="dimmed">
          Submitted on <DateTimeText iso={submission.submittedAt} />
        </Text>
      </Group>
      {graded ? (
        <>
          <Text fw={600}>Grade: {submission.grade ?? 0}%</Text>
          {submission.feedback ? <Text size="sm">Feedback: {submission.feedback}</Text> : null}
        </>
      ) : null}
      <SubmittedWorkFiles submission={submission} />
    </Stack>
  );
}

/** Spec §2.6, per exam: what was handed in and its grade, or the upload form, or why it is closed. */
export function ExamSubmissionPanel({
  exam,
  submission,
}: {
  exam: StudentExam;
  submission: ExamSubmission | undefined;
}) {
  const submit = useSubmitExam();
  const [success, setSuccess] = useState<string | null>(null);

  if (submission) {
    return (
      <Stack gap="sm">
        <SubmittedWork submission={submission} />
        <FormFeedback success={success} />
      </Stack>
    );
  }
  if (!examOpen(exam, Date.now())) {
    return (
      <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
        {CLOSED}
      </Alert>
    );
  }
  const late = Date.parse(exam.dueDate) <= Date.now();
  return (
    <Stack gap="sm">
      {late ? (
        <Text size="sm" c="orange">
          This exam was re-opened: a submission now is marked late.
        </Text>
      ) : null}
      <FilesSubmitForm
        label="Your answer files"
        rules={SUBMISSION_FILE_RULES}
        submitLabel="Submit exam"
        pending={submit.isPending}
        onSubmit={(files) => {
          setSuccess(null);
          submit.mutate(
            { examId: exam._id, files },
            { onSuccess: () => setSuccess('Submitted successfully!') },
          );
        }}
      />
      <FormFeedback
        error={submit.isError ? failureMessage(submit.error, SUBMIT_FAILED, SUBMIT_FAILED) : null}
      />
    </Stack>
  );
}
