import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { Parent } from '@sabora/contract';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { formatDate, fullName } from '../../../lib/format';

interface ParentsTableProps {
  parents: Parent[];
  onEdit: (parent: Parent) => void;
  onDelete: (parent: Parent) => void;
}

/** Name, Email, Phone, Children, Created, Actions. */
export function ParentsTable({ parents, onEdit, onDelete }: ParentsTableProps) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover aria-label="Parents">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th>Children</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {parents.map((parent) => {
            const name = fullName(parent);
            return (
              <Table.Tr key={parent._id}>
                <Table.Td>{name}</Table.Td>
                <Table.Td>{parent.email}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{parent.phone ?? ''}</Table.Td>
                <Table.Td>
                  {parent.children.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      No children
                    </Text>
                  ) : (
                    <Stack gap={2}>
                      {parent.children.map((child) => (
                        <Text key={child._id} size="sm" style={{ whiteSpace: 'nowrap' }}>
                          {fullName(child)} ({child.studentId})
                        </Text>
                      ))}
                    </Stack>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(parent.createdAt)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="compact-sm"
                      variant="light"
                      leftSection={<IconPencil size={14} />}
                      aria-label={`Edit ${name}`}
                      onClick={() => onEdit(parent)}
                    >
                      Edit
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="red"
                      leftSection={<IconTrash size={14} />}
                      aria-label={`Delete ${name}`}
                      onClick={() => onDelete(parent)}
                    >
                      Delete
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
