import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconPencilCheck } from '@tabler/icons-react';
import { DateTimeText } from '../../components/date-time-text';
import { submissionStatusColor } from '../../lib/submission-status';
import { type SubmissionView, submissionName } from './api/submission-view';
import { SubmissionStatusBadge } from './submission-status-badge';

interface SubmissionCardProps {
  submission: SubmissionView;
  onGrade: (submission: SubmissionView) => void;
  onView: (submission: SubmissionView) => void;
}

/**
 * Staff spec §2: title, student, subject, submitted time, grade, status and feedback, with Grade
 * (Update Grade once graded) and View. A missing row shows its due date and has no Grade: there
 * is no submission to grade.
 */
export function SubmissionCard({ submission, onGrade, onView }: SubmissionCardProps) {
  const name = submissionName(submission);
  const gradeAction = submission.grade === null ? 'Grade' : 'Update Grade';
  // Issue 18: work waiting for a grade stands out from graded work, in its status's colour.
  const waiting = submission.grade === null && submission.submittedAt !== null;
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      aria-label={name}
      style={
        waiting
          ? { borderLeft: `4px solid var(--mantine-color-${submissionStatusColor(submission.status)}-6)` }
          : undefined
      }
    >
      <Stack gap={6} h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h5">
            {submission.title}
          </Title>
          <SubmissionStatusBadge status={submission.status} />
        </Group>
        <Text size="sm">Student: {submission.studentName}</Text>
        <Text size="sm" c="dimmed">
          Subject: {submission.subjectName}
        </Text>
        <Text size="sm">
          {submission.submittedAt === null ? (
            <>
              Not submitted · due <DateTimeText iso={submission.dueDate} />
            </>
          ) : (
            <>
              Submitted <DateTimeText iso={submission.submittedAt} />
            </>
          )}
        </Text>
        {submission.grade === null ? null : <Text fw={600}>Grade: {submission.grade}/100</Text>}
        {submission.feedback ? (
          <Text size="sm" lineClamp={3}>
            Feedback: {submission.feedback}
          </Text>
        ) : null}
        <Group gap="xs" mt="auto" pt="xs">
          {submission.submittedAt === null ? null : (
            <Button
              size="xs"
              leftSection={<IconPencilCheck size={14} />}
              aria-label={`${gradeAction} ${name}`}
              onClick={() => onGrade(submission)}
            >
              {gradeAction}
            </Button>
          )}
          <Button
            variant="default"
            size="xs"
            leftSection={<IconEye size={14} />}
            aria-label={`View ${name}`}
            onClick={() => onView(submission)}
          >
            View
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
