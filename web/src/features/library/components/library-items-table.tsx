import { Badge, Stack, Table, Text } from '@mantine/core';
import type { LibraryItem } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../components/user-text';
import { statsOf, typeKey } from '../../../lib/library-words';
import { detailOf, uploaderOf } from '../item-words';
import { ItemActions } from './item-actions';
import { ItemTags } from './item-tags';

const COLUMNS = ['material', 'type', 'description', 'uploadedBy', 'stats', 'actions'] as const;

/** A chapter's items as the page shows them: the table, or on a phone the cards. */
export interface LibraryItemsProps {
  items: LibraryItem[];
  onPlay: (item: LibraryItem, src: string) => void;
  onView: (item: LibraryItem) => void;
}

/** A chapter's items: Material, Type, Description, Uploaded By, Stats, Actions. */
export function LibraryItemsTable({ items, onPlay, onView }: LibraryItemsProps) {
  const { t } = useTranslation('library');
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" striped aria-label={t('table.label')}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{t(`table.columns.${column}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item._id}>
              <Table.Td>
                <Stack gap={2}>
                  <Text fw={600}>
                    <UserText>{item.title}</UserText>
                  </Text>
                  <Text size="xs" c="dimmed">
                    {detailOf(item)}
                  </Text>
                  <ItemTags tags={item.tags} />
                </Stack>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={item.type === 'material' ? 'blue' : 'grape'}>
                  {t(typeKey(item.type))}
                </Badge>
              </Table.Td>
              <Table.Td maw={320}>
                <Text size="sm" lineClamp={3}>
                  <UserText block>{item.description}</UserText>
                </Text>
              </Table.Td>
              <Table.Td>
                <UserText>{uploaderOf(item)}</UserText>
              </Table.Td>
              <Table.Td>{t(statsOf(item).key, { count: statsOf(item).count })}</Table.Td>
              <Table.Td>
                <ItemActions item={item} onPlay={onPlay} onView={onView} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
