import { Card, Divider, Group, Stack, Text } from '@mantine/core';
import type { HomeworkSubmission, StudentHomework } from '@sabora/contract';
import { IconBook, IconCalendarDue, IconListNumbers } from '@tabler/icons-react';
import { DateTimeText } from '../../../components/date-time-text';
import { FileList } from '../../../components/file-list';
import { HomeworkQuestions } from './homework-questions';
import { HomeworkSubmissionPanel } from './homework-submission-panel';

interface HomeworkCardProps {
  homework: StudentHomework;
  submission: HomeworkSubmission | undefined;
}

/** One homework: what to do and by when, its files and questions, then the student's part. */
export function HomeworkCard({ homework, submission }: HomeworkCardProps) {
  const files = [
    { url: homework.fileUrl, name: homework.file?.originalName, label: 'Homework file' },
    // The staff's correction of the homework itself; the server hands it out after the due date.
    { url: homework.correctionFileUrl, name: homework.correctionFile?.originalName, label: 'Correction' },
  ];
  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-label={homework.title}>
      <Stack gap="xs">
        <Text fw={700} size="lg">
          {homework.title}
        </Text>
        <Group gap="lg">
          <Group gap={6} wrap="nowrap">
            <IconBook size={16} aria-hidden />
            <Text size="sm">Subject: {homework.subject.name}</Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconListNumbers size={16} aria-hidden />
            <Text size="sm">Chapter: {homework.chapter.title}</Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconCalendarDue size={16} aria-hidden />
            <Text size="sm">
              Due: <DateTimeText iso={homework.dueDate} />
            </Text>
          </Group>
        </Group>
        {homework.text ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {homework.text}
          </Text>
        ) : null}
        {files.some((file) => file.url) ? (
          <FileList files={files} failureText="Failed to download file" />
        ) : null}
        <HomeworkQuestions questions={homework.questions} />
      </Stack>
      <Divider my="md" />
      <HomeworkSubmissionPanel homework={homework} submission={submission} />
    </Card>
  );
}
