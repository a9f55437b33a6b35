import { List, Stack, Text, Title } from '@mantine/core';
import type { CatalogueSubjectDetail } from '@sabora/contract';

const hours = (n: number) => (n === 1 ? '1 hour' : `${n} hours`);

/** The course's chapters in order, as the library names them ('Chapter {order}: {title}'). */
export function ChapterOutline({ chapters }: { chapters: CatalogueSubjectDetail['chapters'] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="chapters-title">
      <Title id="chapters-title" order={2} size="h3">
        Chapters
      </Title>
      {chapters.length === 0 ? (
        <Text c="dimmed">The chapters of this course are being prepared.</Text>
      ) : (
        <List listStyleType="none" spacing="sm" aria-labelledby="chapters-title">
          {chapters.map((chapter) => (
            <List.Item key={`${chapter.order}-${chapter.title}`}>
              <Text fw={600}>
                Chapter {chapter.order}: {chapter.title}
              </Text>
              {chapter.description ? (
                <Text size="sm" c="dimmed">
                  {chapter.description}
                </Text>
              ) : null}
              {chapter.duration > 0 ? (
                <Text size="xs" c="dimmed">
                  {hours(chapter.duration)}
                </Text>
              ) : null}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
