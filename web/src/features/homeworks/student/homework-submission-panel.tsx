import { Text } from '@mantine/core';
import type { HomeworkSubmission, StudentHomework } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import {
  AssignmentSubmissionPanel,
  SubmittedAssignment,
} from '../../../components/assignment/assignment-submission-panel';
import { submissionStatusColor } from '../../../lib/submission-status';
import { useReplaceHomeworkHandIn, useSubmitHomework } from '../api/use-submit-homework';
import { HOMEWORK_NOUN } from '../homework-noun';
import { homeworkOpen, homeworkStatusLine } from './homework-status';

/** Handed-in work takes its status's colour (lib/submission-status.ts); a closed, empty one is red. */
function statusColor(submission: HomeworkSubmission | undefined, open: boolean): string {
  if (submission) return `${submissionStatusColor(submission.status)}.8`;
  return open ? 'dimmed' : 'red';
}

/** Per homework: the status line, then the work handed in or the upload form. */
export function HomeworkSubmissionPanel({
  homework,
  submission,
}: {
  homework: StudentHomework;
  submission: HomeworkSubmission | undefined;
}) {
  const { t } = useTranslation('homeworks');
  const now = Date.now();
  const open = homeworkOpen(homework, now);
  return (
    <AssignmentSubmissionPanel
      noun={HOMEWORK_NOUN}
      itemId={homework._id}
      submission={submission}
      open={open}
      handIn={useSubmitHomework()}
      replace={useReplaceHomeworkHandIn()}
      filesLabel={t('student.yourFiles')}
      submitted={(work) => <SubmittedAssignment submission={work} />}
      status={
        <Text fw={600} c={statusColor(submission, open)}>
          {homeworkStatusLine(homework, submission, now, t)}
        </Text>
      }
    />
  );
}
