import { Card, Divider, Group, Stack, Text } from '@mantine/core';
import type { ExamSubmission, StudentExam } from '@sabora/contract';
import { IconBook, IconCalendarDue } from '@tabler/icons-react';
import { DateTimeText } from '../../../components/date-time-text';
import { FileList } from '../../../components/file-list';
import { ExamSubmissionPanel } from './exam-submission-panel';

interface ExamCardProps {
  exam: StudentExam;
  submission: ExamSubmission | undefined;
}

/** One exam: title, subject, due date, description, the exam paper, then the student's part. */
export function ExamCard({ exam, submission }: ExamCardProps) {
  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-label={exam.title}>
      <Stack gap="xs">
        <Text fw={700} size="lg">
          {exam.title}
        </Text>
        <Group gap="lg">
          <Group gap={6} wrap="nowrap">
            <IconBook size={16} aria-hidden />
            <Text size="sm">Subject: {exam.subject.name}</Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconCalendarDue size={16} aria-hidden />
            <Text size="sm">
              Due: <DateTimeText iso={exam.dueDate} />
            </Text>
          </Group>
        </Group>
        {exam.description ? (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {exam.description}
          </Text>
        ) : null}
        {exam.fileUrl ? (
          <FileList
            files={[{ url: exam.fileUrl, name: exam.file?.originalName, label: 'Exam file' }]}
            failureText="Failed to download file"
          />
        ) : null}
      </Stack>
      <Divider my="md" />
      <ExamSubmissionPanel exam={exam} submission={submission} />
    </Card>
  );
}
