import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { LibraryItem } from '@sabora/contract';
import { type MouseEvent, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../components/user-text';
import { statsOf, typeKey } from '../../../lib/library-words';
import { detailOf, uploaderOf } from '../item-words';
import { ItemActions } from './item-actions';
import { ItemTags } from './item-tags';
import classes from './library-item-cards.module.css';
import type { LibraryItemsProps } from './library-items-table';

/**
 * A chapter's items on a phone (the table's columns, one card each): the table's Actions sat past
 * a sideways scroll there. The card is named by its title and holds every column's value, the
 * Download or Watch button across its foot.
 */
export function LibraryItemCards({ items, onPlay, onView }: LibraryItemsProps) {
  const { t } = useTranslation('library');
  return (
    <Stack component="ul" aria-label={t('table.label')} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <LibraryItemCard key={item._id} item={item} onPlay={onPlay} onView={onView} />
      ))}
    </Stack>
  );
}

function LibraryItemCard({ item, onPlay, onView }: { item: LibraryItem } & Omit<LibraryItemsProps, 'items'>) {
  const { t } = useTranslation('library');
  const actions = useRef<HTMLDivElement>(null);
  const stats = statsOf(item);

  // A press anywhere on the card presses its button: a finger's target the size of the card. The
  // button stays the one control (one tab stop, its own name), so the card adds no second one.
  // (The pickers stretch their link's ::after over the card instead; Mantine's Button is
  // `position: relative` and `overflow: hidden`, so its own ::after cannot leave it.)
  function pressAction(event: MouseEvent<HTMLElement>) {
    const button = actions.current?.querySelector('button');
    if (!button || button.disabled || button.contains(event.target as Node)) return;
    // Selecting a title to copy it is not a press.
    if (window.getSelection()?.toString()) return;
    button.click();
  }

  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      aria-label={item.title}
      className={classes.card}
      onClick={pressAction}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text fw={700} className={classes.text} style={{ minWidth: 0 }}>
            <UserText>{item.title}</UserText>
          </Text>
          <Badge variant="light" color={item.type === 'material' ? 'blue' : 'grape'}>
            {t(typeKey(item.type))}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" className={classes.text}>
          {detailOf(item)}
        </Text>
        <ItemTags tags={item.tags} />
        {item.description ? (
          <Text size="sm" lineClamp={3} className={classes.text}>
            <UserText block>{item.description}</UserText>
          </Text>
        ) : null}
        <SimpleGrid cols={2} spacing="sm">
          <Field label={t('table.columns.uploadedBy')} value={<UserText>{uploaderOf(item)}</UserText>} />
          <Field label={t('table.columns.stats')} value={t(stats.key, { count: stats.count })} />
        </SimpleGrid>
        <div ref={actions}>
          <ItemActions item={item} onPlay={onPlay} onView={onView} touch />
        </div>
      </Stack>
    </Card>
  );
}

/** A column's value under its header, as the table shows it. */
function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" className={classes.text}>
        {value}
      </Text>
    </div>
  );
}
