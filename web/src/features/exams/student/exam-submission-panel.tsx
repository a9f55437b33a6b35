import { Alert, Text } from '@mantine/core';
import type { ExamSubmission, StudentExam } from '@sabora/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  AssignmentSubmissionPanel,
  SubmittedAssignment,
} from '../../../components/assignment/assignment-submission-panel';
import { useSubmitExam } from '../api/use-submit-exam';
import { EXAM_NOUN } from '../exam-noun';
import { examOpen } from './exam-list';
import { ExamSubmissionBadge } from './exam-submission-badge';

/** Spec §2.6, per exam: what was handed in and its grade, or the upload form, or why it is closed. */
export function ExamSubmissionPanel({
  exam,
  submission,
}: {
  exam: StudentExam;
  submission: ExamSubmission | undefined;
}) {
  const now = Date.now();
  return (
    <AssignmentSubmissionPanel
      noun={EXAM_NOUN}
      itemId={exam._id}
      submission={submission}
      open={examOpen(exam, now)}
      handIn={useSubmitExam()}
      filesLabel="Your answer files"
      submitted={(work) => (
        <SubmittedAssignment
          submission={work}
          badge={<ExamSubmissionBadge submission={work} />}
          gradeLine={`Grade: ${work.grade ?? 0}%`}
        />
      )}
      closedNotice={
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
          Due date has passed. Late submissions are not allowed.
        </Alert>
      }
      formNotice={
        // Open after the due date: the exam was re-opened.
        Date.parse(exam.dueDate) <= now ? (
          <Text size="sm" c="orange">
            This exam was re-opened: a submission now is marked late.
          </Text>
        ) : null
      }
    />
  );
}
