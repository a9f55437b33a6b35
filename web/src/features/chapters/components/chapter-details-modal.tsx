import { Badge, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import type { Chapter } from '@sabora/contract';
import { IconClock } from '@tabler/icons-react';
import { chapterHeading, hoursText } from '../../../lib/chapter-text';

/** Spec §2.11: the read-only popup with a chapter's full content, objectives and duration. */
export function ChapterDetailsModal({ chapter, onClose }: { chapter: Chapter; onClose: () => void }) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened
      onClose={onClose}
      title={chapterHeading(chapter)}
      size="lg"
    >
      <Stack>
        <Group>
          <Badge variant="light" color="gray" leftSection={<IconClock size={12} />}>
            Duration: {hoursText(chapter.duration)}
          </Badge>
        </Group>
        {chapter.description ? <Text fw={500}>{chapter.description}</Text> : null}
        <section aria-labelledby="chapter-content">
          <Title order={3} size="h5" mb={4} id="chapter-content">
            Content
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{chapter.content || 'No content yet.'}</Text>
        </section>
        <section aria-labelledby="chapter-objectives">
          <Title order={3} size="h5" mb={4} id="chapter-objectives">
            Objectives
          </Title>
          {chapter.objectives.length === 0 ? (
            <Text c="dimmed" size="sm">
              No objectives listed.
            </Text>
          ) : (
            <List spacing={4}>
              {chapter.objectives.map((objective) => (
                <List.Item key={objective}>{objective}</List.Item>
              ))}
            </List>
          )}
        </section>
      </Stack>
    </Modal>
  );
}
