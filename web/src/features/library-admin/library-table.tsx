import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import type { LibraryItem } from '@sabora/contract';
import { EditDeleteButtons } from '../../components/edit-delete-buttons';
import { chapterHeading } from '../../lib/chapter-text';
import { formatBytes, fullName } from '../../lib/format';
import { PLATFORM_LABELS, statsText, TYPE_LABELS } from '../../lib/library-words';

interface LibraryTableProps {
  items: readonly LibraryItem[];
  onEdit: (item: LibraryItem) => void;
  onDelete: (item: LibraryItem) => void;
}

/** What a row links to: a material's file, or where a recording plays. */
function ItemSource({ item }: { item: LibraryItem }) {
  if (item.type === 'recording' && item.recordingUrl) {
    return (
      <Anchor href={item.recordingUrl} target="_blank" rel="noopener noreferrer" size="xs">
        {item.recordingPlatform ? PLATFORM_LABELS[item.recordingPlatform] : 'Recording'}
        {item.recordingDuration ? ` · ${item.recordingDuration} min` : ''}
      </Anchor>
    );
  }
  if (item.fileUrl && item.file) {
    return (
      <Anchor href={item.fileUrl} target="_blank" rel="noopener noreferrer" size="xs">
        {item.file.originalName} ({formatBytes(item.file.size)})
      </Anchor>
    );
  }
  return null;
}

/** One page of library items: what, where, by whom, how often used; Edit and Delete for its staff. */
export function LibraryTable({ items, onEdit, onDelete }: LibraryTableProps) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Library items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Title</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Subject / Chapter</Table.Th>
            <Table.Th>Uploaded By</Table.Th>
            <Table.Th>Stats</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item._id}>
              <Table.Td>
                <Text fw={600}>{item.title}</Text>
                {item.description ? (
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {item.description}
                  </Text>
                ) : null}
                <ItemSource item={item} />
                {item.tags.length > 0 ? (
                  <Group gap={4} mt={4}>
                    {item.tags.map((tag) => (
                      <Badge key={tag} size="xs" variant="outline" color="gray">
                        {tag}
                      </Badge>
                    ))}
                  </Group>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={item.type === 'material' ? 'blue' : 'grape'}>
                  {TYPE_LABELS[item.type]}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{item.subject.name}</Text>
                <Text size="xs" c="dimmed">
                  {chapterHeading(item.chapter)}
                </Text>
              </Table.Td>
              <Table.Td>{item.uploadedBy ? fullName(item.uploadedBy) : '—'}</Table.Td>
              <Table.Td>{statsText(item)}</Table.Td>
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
