import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { type Chapter, previewOf } from '@sabora/contract';
import { IconClock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../components/user-text';
import { useChapterWords } from '../chapter-words';

interface ChapterSummaryProps {
  chapter: Chapter;
  /** Buttons under the chapter (edit and delete for staff, details for students). */
  actions: ReactNode;
  /** Badges beside the duration, e.g. the chapter's homework count on the admin screen. */
  badges?: ReactNode;
  /** Staff see the objectives in the list; students open the details for them. */
  showObjectives?: boolean;
}

/** A chapter in a list: heading, description, a 200-character preview of its content. */
export function ChapterSummary({ chapter, actions, badges, showObjectives = false }: ChapterSummaryProps) {
  const { t } = useTranslation('chapters');
  const words = useChapterWords();
  const heading = words.heading(chapter);
  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-label={heading}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4">
            {heading}
          </Title>
          <Group gap="xs">
            <Badge variant="light" color="gray" leftSection={<IconClock size={12} />}>
              {words.hours(chapter.duration)}
            </Badge>
            {badges}
          </Group>
        </Group>
        {chapter.description ? (
          <Text>
            <UserText block>{chapter.description}</UserText>
          </Text>
        ) : null}
        {chapter.content ? (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            <UserText block>{previewOf(chapter.content)}</UserText>
          </Text>
        ) : null}
        {showObjectives && chapter.objectives.length > 0 ? (
          <div>
            <Text size="sm" fw={600}>
              {t('chapter.objectives')}
            </Text>
            <List size="sm" spacing={2}>
              {chapter.objectives.map((objective) => (
                <List.Item key={objective}>
                  <UserText>{objective}</UserText>
                </List.Item>
              ))}
            </List>
          </div>
        ) : null}
        <Group gap="xs" mt="xs">
          {actions}
        </Group>
      </Stack>
    </Card>
  );
}
