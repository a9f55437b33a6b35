import { Badge, Button, Group, Table } from '@mantine/core';
import type { Student } from '@sabora/contract';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { SystemBadge } from '../../../components/system-badge';
import { fullName } from '../../../lib/format';
import { statusLabel } from '../student-form';

interface StudentsTableProps {
  students: Student[];
  onEdit: (student: Student) => void;
  onDelete: (student: Student) => void;
}

/** Staff spec §2: Name, Student ID, System, Email, Status, Actions. */
export function StudentsTable({ students, onEdit, onDelete }: StudentsTableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover aria-label="Students">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Student ID</Table.Th>
            <Table.Th>System</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {students.map((student) => {
            const name = fullName(student.user);
            return (
              <Table.Tr key={student._id}>
                <Table.Td>{name}</Table.Td>
                <Table.Td>{student.studentId}</Table.Td>
                <Table.Td>
                  <SystemBadge system={student.system} />
                </Table.Td>
                <Table.Td>{student.user.email}</Table.Td>
                <Table.Td>
                  <Badge color={student.status === 'active' ? 'green' : 'gray'} variant="light">
                    {statusLabel(student.status)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="compact-sm"
                      variant="light"
                      leftSection={<IconPencil size={14} />}
                      aria-label={`Edit ${name}`}
                      onClick={() => onEdit(student)}
                    >
                      Edit
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="red"
                      leftSection={<IconTrash size={14} />}
                      aria-label={`Delete ${name}`}
                      onClick={() => onDelete(student)}
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
