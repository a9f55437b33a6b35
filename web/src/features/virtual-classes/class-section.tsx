import { SimpleGrid, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyText } from '../../components/empty-text';

interface ClassSectionProps {
  title: string;
  count: number;
  /** The section's empty text; a section without one is left out when empty (Live Classes). */
  empty?: string;
  children: ReactNode;
}

/** One section of /virtual-classes: its title with the count, then its cards or its empty text. */
export function ClassSectionList({ title, count, empty, children }: ClassSectionProps) {
  const { t } = useTranslation('virtual-classes');
  const titleId = useId();
  if (count === 0 && !empty) return null;
  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Title order={2} size="h3" id={titleId}>
        {t('sections.title', { title, count })}
      </Title>
      {count === 0 && empty ? (
        <EmptyText text={empty} />
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, md: 2 }}
          spacing="md"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {children}
        </SimpleGrid>
      )}
    </Stack>
  );
}
