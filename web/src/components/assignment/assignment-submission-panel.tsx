import { Group, Stack, Text } from '@mantine/core';
import { mayReplaceHandIn, type SubmissionFile } from '@sabora/contract';
import { type ReactNode, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/api-client';
import { SUBMISSION_FILE_RULES } from '../../lib/submission-file-rules';
import type { HandInInput } from '../../lib/submissions/use-hand-in';
import { wasCancelled } from '../../lib/upload-with-progress';
import { useUpload } from '../../lib/use-upload';
import { DateTimeText } from '../date-time-text';
import { FilesSubmitForm } from '../files-submit-form';
import { FormFeedback } from '../form-feedback';
import { SubmittedWorkFiles } from '../submitted-work-files';
import { UploadProgressBar } from '../upload-progress-bar';
import { USER_TEXT_TAGS } from '../user-text';
import { type AssignmentNoun, assignmentWords } from './assignment-words';
import { ReplaceHandIn } from './replace-hand-in';

interface HandedIn {
  status: string;
  submittedAt: string;
  feedback: string;
  files: readonly SubmissionFile[];
  correctionFiles: readonly SubmissionFile[];
}

interface SubmittedAssignmentProps {
  submission: HandedIn;
  /** Exams: Graded, Late or Submitted, before the date. */
  badge?: ReactNode;
  /** Exams: the grade, once graded ('Grade: 85%'); a homework's is in its status line. */
  gradeLine?: string;
}

/** What the student handed in: when, the feedback once graded, their files and the correction files. */
export function SubmittedAssignment({ submission, badge, gradeLine }: SubmittedAssignmentProps) {
  const { t } = useTranslation();
  const graded = submission.status === 'graded';
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {badge}
        <Text size="sm" c="dimmed">
          <Trans
            t={t}
            i18nKey="assignment.submittedOn"
            components={{ date: <DateTimeText iso={submission.submittedAt} /> }}
          />
        </Text>
      </Group>
      {graded && gradeLine ? <Text fw={600}>{gradeLine}</Text> : null}
      {graded && submission.feedback ? (
        <Text size="sm">
          <Trans
            t={t}
            i18nKey="assignment.feedback"
            values={{ feedback: submission.feedback }}
            components={USER_TEXT_TAGS}
          />
        </Text>
      ) : null}
      <SubmittedWorkFiles submission={submission} />
    </Stack>
  );
}

/** What the panel reads of a hand-in to know whether it may still be replaced. */
type HandInState = { _id: string; status: string; grade: number | null; dueDate: string };

interface AssignmentSubmissionPanelProps<S extends HandInState> {
  noun: AssignmentNoun;
  itemId: string;
  submission: S | undefined;
  /** Submissions are taken: before the due date (and, for an exam, after it once re-opened). */
  open: boolean;
  /** The kind's hand-in call (lib/submissions/use-hand-in). */
  handIn: {
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    mutate: (input: HandInInput, options: { onSuccess: () => void; onSettled: () => void }) => void;
  };
  /** The kind's replace call, offered under a hand-in while `mayReplaceHandIn`. */
  replace: Parameters<typeof ReplaceHandIn>[0]['replace'];
  /** The file chooser's label: 'Your homework files', 'Your answer files'. */
  filesLabel: string;
  /** What was handed in (see SubmittedAssignment). */
  submitted: (submission: S) => ReactNode;
  /** Homeworks: the status line, always first. */
  status?: ReactNode;
  /** Exams: why there is no form once the due date has passed. */
  closedNotice?: ReactNode;
  /** Above the form: an exam re-opened after its due date says a submission now is late. */
  formNotice?: ReactNode;
}

/** The student's part of a homework or exam card: the work handed in, or the upload form, or why it is closed. */
export function AssignmentSubmissionPanel<S extends HandInState>({
  noun,
  itemId,
  submission,
  open,
  handIn,
  replace,
  filesLabel,
  submitted,
  status,
  closedNotice,
  formNotice,
}: AssignmentSubmissionPanelProps<S>) {
  const { t } = useTranslation();
  const words = assignmentWords(noun, t);
  const [success, setSuccess] = useState<string | null>(null);
  const upload = useUpload();
  // A hand-in the student stopped is not a failure: it says so quietly.
  const cancelled = handIn.isError && wasCancelled(handIn.error);

  let body: ReactNode = null;
  if (submission) {
    body = (
      <>
        {submitted(submission)}
        {mayReplaceHandIn(submission) ? (
          <ReplaceHandIn submissionId={submission._id} replace={replace} />
        ) : null}
      </>
    );
  } else if (!open) {
    body = closedNotice;
  } else {
    body = (
      <>
        {formNotice}
        <FilesSubmitForm
          label={filesLabel}
          rules={SUBMISSION_FILE_RULES}
          submitLabel={words.submit}
          confirmTitle={t('files.confirmTitle')}
          pending={handIn.isPending}
          onSubmit={(files) => {
            setSuccess(null);
            handIn.mutate(
              { itemId, files, ...upload.start() },
              { onSuccess: () => setSuccess(t('assignment.submitted')), onSettled: upload.finish },
            );
          }}
        />
        <UploadProgressBar upload={upload} />
      </>
    );
  }

  return (
    <Stack gap="sm">
      {status}
      {body}
      <FormFeedback
        error={
          handIn.isError && !cancelled
            ? failureMessage(handIn.error, words.submitFailed, words.submitFailed)
            : null
        }
        success={success}
      />
      {cancelled ? (
        <Text role="status" c="dimmed" size="sm">
          {t('upload.cancelled')}
        </Text>
      ) : null}
    </Stack>
  );
}
