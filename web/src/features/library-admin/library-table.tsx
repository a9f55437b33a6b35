import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import type { LibraryItem } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { EditDeleteButtons } from '../../components/edit-delete-buttons';
import { FileName } from '../../components/file-name';
import { UserText } from '../../components/user-text';
import { chapterHeading } from '../../lib/chapter-text';
import { formatBytes, fullName } from '../../lib/format';
import { platformKey, statsOf, typeKey } from '../../lib/library-words';

const COLUMNS = ['title', 'type', 'place', 'uploadedBy', 'stats', 'actions'] as const;

interface LibraryTableProps {
  items: readonly LibraryItem[];
  onEdit: (item: LibraryItem) => void;
  onDelete: (item: LibraryItem) => void;
}

/** What a row links to: a material's file, or where a recording plays. */
function ItemSource({ item }: { item: LibraryItem }) {
  const { t } = useTranslation('library-admin');
  if (item.type === 'recording' && item.recordingUrl) {
    return (
      <Anchor href={item.recordingUrl} target="_blank" rel="noopener noreferrer" size="xs">
        {t(item.recordingPlatform ? platformKey(item.recordingPlatform) : typeKey('recording'))}
        {item.recordingDuration ? ` · ${t('table.minutes', { count: item.recordingDuration })}` : ''}
      </Anchor>
    );
  }
  if (item.fileUrl && item.file) {
    return (
      <Anchor href={item.fileUrl} target="_blank" rel="noopener noreferrer" size="xs">
        <FileName name={item.file.originalName} /> ({formatBytes(item.file.size)})
      </Anchor>
    );
  }
  return null;
}

/** One page of library items: what, where, by whom, how often used; Edit and Delete for its staff. */
export function LibraryTable({ items, onEdit, onDelete }: LibraryTableProps) {
  const { t } = useTranslation('library-admin');
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('table.label')}>
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
                <Text fw={600}>
                  <UserText>{item.title}</UserText>
                </Text>
                {item.description ? (
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    <UserText block>{item.description}</UserText>
                  </Text>
                ) : null}
                <ItemSource item={item} />
                {item.tags.length > 0 ? (
                  <Group gap={4} mt={4}>
                    {item.tags.map((tag) => (
                      <Badge key={tag} size="xs" variant="outline" color="gray">
                        <UserText>{tag}</UserText>
                      </Badge>
                    ))}
                  </Group>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={item.type === 'material' ? 'blue' : 'grape'}>
                  {t(typeKey(item.type))}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  <UserText>{item.subject.name}</UserText>
                </Text>
                <Text size="xs" c="dimmed">
                  {chapterHeading(item.chapter)}
                </Text>
              </Table.Td>
              <Table.Td>{item.uploadedBy ? <UserText>{fullName(item.uploadedBy)}</UserText> : '—'}</Table.Td>
              <Table.Td>{t(statsOf(item).key, { count: statsOf(item).count })}</Table.Td>
              <Table.Td>
                {item.canManage ? (
                  <EditDeleteButtons
                    name={item.title}
                    onEdit={() => onEdit(item)}
                    onDelete={() => onDelete(item)}
                  />
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
