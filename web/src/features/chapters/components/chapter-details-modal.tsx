import { Badge, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import type { Chapter } from '@sabora/contract';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../components/user-text';
import { useChapterWords } from '../chapter-words';

/** The read-only popup with a chapter's full content, objectives and duration. */
export function ChapterDetailsModal({ chapter, onClose }: { chapter: Chapter; onClose: () => void }) {
  const { t } = useTranslation('chapters');
  const words = useChapterWords();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('details.close') }}
      opened
      onClose={onClose}
      title={words.heading(chapter)}
      size="lg"
    >
      <Stack>
        <Group>
          <Badge variant="light" color="gray" leftSection={<IconClock size={12} />}>
            {t('details.duration', { hours: words.hours(chapter.duration) })}
          </Badge>
        </Group>
        {chapter.description ? (
          <Text fw={500}>
            <UserText block>{chapter.description}</UserText>
          </Text>
        ) : null}
        <section aria-labelledby="chapter-content">
          <Title order={3} size="h5" mb={4} id="chapter-content">
            {t('details.content')}
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>
            {chapter.content ? <UserText block>{chapter.content}</UserText> : t('details.noContent')}
          </Text>
        </section>
        <section aria-labelledby="chapter-objectives">
          <Title order={3} size="h5" mb={4} id="chapter-objectives">
            {t('details.objectives')}
          </Title>
          {chapter.objectives.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('details.noObjectives')}
            </Text>
          ) : (
            <List spacing={4}>
              {chapter.objectives.map((objective) => (
                <List.Item key={objective}>
                  <UserText>{objective}</UserText>
                </List.Item>
              ))}
            </List>
          )}
        </section>
      </Stack>
    </Modal>
  );
}
