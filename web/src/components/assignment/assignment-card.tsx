import { Card, Divider, Group, Stack, Text } from '@mantine/core';
import { IconBook, IconCalendarDue, IconListNumbers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { DateTimeText } from '../date-time-text';
import { FileList } from '../file-list';
import { USER_TEXT_TAGS, UserText } from '../user-text';
import type { RowFile } from './assignment-table';

interface AssignmentCardProps {
  title: string;
  subjectName: string;
  /** Homeworks: the chapter, between the subject and the due date. */
  chapterTitle?: string;
  dueDate: string;
  /** The exam's description or the homework's text. */
  details: string;
  /** Exams show their description dimmed, homeworks their text plain. */
  detailsDimmed?: boolean;
  /** The item's own files ('Exam file'; 'Homework file' and 'Correction'); none present, none shown. */
  files: RowFile[];
  /** Said when none of `files` is present (exams: 'No paper attached'); else nothing is said. */
  noFilesText?: string;
  /** Under the files: the homework's questions. */
  children?: ReactNode;
  /** Under the divider: the student's part (their submission or the form). */
  panel: ReactNode;
}

/** One homework or exam on the student's screen: what to do and by when, its files, then the student's part. */
export function AssignmentCard({
  title,
  subjectName,
  chapterTitle,
  dueDate,
  details,
  detailsDimmed = false,
  files,
  noFilesText,
  children,
  panel,
}: AssignmentCardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-label={title}>
      <Stack gap="xs">
        <Text fw={700} size="lg">
          <UserText>{title}</UserText>
        </Text>
        <Group gap="lg">
          <Group gap={6} wrap="nowrap">
            <IconBook size={16} aria-hidden />
            <Text size="sm">
              <Trans
                t={t}
                i18nKey="assignment.subject"
                values={{ name: subjectName }}
                components={USER_TEXT_TAGS}
              />
            </Text>
          </Group>
          {chapterTitle !== undefined ? (
            <Group gap={6} wrap="nowrap">
              <IconListNumbers size={16} aria-hidden />
              <Text size="sm">
                <Trans
                  t={t}
                  i18nKey="assignment.chapter"
                  values={{ title: chapterTitle }}
                  components={USER_TEXT_TAGS}
                />
              </Text>
            </Group>
          ) : null}
          <Group gap={6} wrap="nowrap">
            <IconCalendarDue size={16} aria-hidden />
            <Text size="sm">
              <Trans t={t} i18nKey="assignment.due" components={{ date: <DateTimeText iso={dueDate} /> }} />
            </Text>
          </Group>
        </Group>
        {details ? (
          <Text size="sm" c={detailsDimmed ? 'dimmed' : undefined} style={{ whiteSpace: 'pre-line' }}>
            <UserText>{details}</UserText>
          </Text>
        ) : null}
        {files.some((file) => file.url) ? (
          <FileList files={files} failureText={t('files.downloadFailed')} />
        ) : noFilesText ? (
          <Text size="sm" c="dimmed">
            {noFilesText}
          </Text>
        ) : null}
        {children}
      </Stack>
      <Divider my="md" />
      {panel}
    </Card>
  );
}
