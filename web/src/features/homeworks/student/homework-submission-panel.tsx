import { Text } from '@mantine/core';
import type { HomeworkSubmission, StudentHomework } from '@sabora/contract';
import {
  AssignmentSubmissionPanel,
  SubmittedAssignment,
} from '../../../components/assignment/assignment-submission-panel';
import { useSubmitHomework } from '../api/use-submit-homework';
import { HOMEWORK_NOUN } from '../homework-noun';
import { homeworkOpen, homeworkStatusLine } from './homework-status';

function statusColor(submission: HomeworkSubmission | undefined, open: boolean): string {
  if (submission?.status === 'graded') return 'green';
  if (submission) return 'blue';
  return open ? 'dimmed' : 'red';
}

/** Spec §2.7, per homework: the status line, then the work handed in or the upload form. */
export function HomeworkSubmissionPanel({
  homework,
  submission,
}: {
  homework: StudentHomework;
  submission: HomeworkSubmission | undefined;
}) {
  const now = Date.now();
  const open = homeworkOpen(homework, now);
  return (
    <AssignmentSubmissionPanel
      noun={HOMEWORK_NOUN}
      itemId={homework._id}
      submission={submission}
      open={open}
      handIn={useSubmitHomework()}
      filesLabel="Your homework files"
      submitted={(work) => <SubmittedAssignment submission={work} />}
      status={
        <Text fw={600} c={statusColor(submission, open)}>
          {homeworkStatusLine(homework, submission, now)}
        </Text>
      }
    />
  );
}
