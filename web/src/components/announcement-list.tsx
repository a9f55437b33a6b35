import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Announcement } from '@sabora/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeText } from './date-time-text';
import { FileList } from './file-list';
import { UserText } from './user-text';

interface AnnouncementListProps {
  announcements: readonly Announcement[];
  /** The list's accessible name. */
  label: string;
  /** What a row offers beside it (staff: Delete). */
  actions?: (announcement: Announcement) => ReactNode;
}

/** Announcements as their readers see them: title, subject, who and when, the text and its file. */
export function AnnouncementList({ announcements, label, actions }: AnnouncementListProps) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" aria-label={label} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {announcements.map((announcement) => (
        <Card
          key={announcement._id}
          component="li"
          withBorder
          radius="md"
          padding="md"
          aria-label={announcement.title}
        >
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Title order={3} size="h5">
                  <UserText>{announcement.title}</UserText>
                </Title>
                <Text size="xs" c="dimmed">
                  <UserText>{announcement.subject.name}</UserText>
                  {' · '}
                  {announcement.author ? (
                    <>
                      <UserText>{announcement.author.name}</UserText>
                      {' · '}
                    </>
                  ) : null}
                  <DateTimeText iso={announcement.createdAt} />
                </Text>
              </Stack>
              {actions?.(announcement)}
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              <UserText block>{announcement.text}</UserText>
            </Text>
            {announcement.file ? (
              <FileList
                files={[{ url: announcement.file.url, name: announcement.file.originalName }]}
                failureText={t('files.downloadFailed')}
              />
            ) : null}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
