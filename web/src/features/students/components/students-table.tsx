import { Badge, Table } from '@mantine/core';
import type { Student } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons';
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
  const { t } = useTranslation('students');
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover aria-label={t('table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.name')}</Table.Th>
            <Table.Th>{t('table.studentId')}</Table.Th>
            <Table.Th>{t('table.system')}</Table.Th>
            <Table.Th>{t('table.email')}</Table.Th>
            <Table.Th>{t('table.status')}</Table.Th>
            <Table.Th>{t('table.actions')}</Table.Th>
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
                  <EditDeleteButtons
                    name={name}
                    onEdit={() => onEdit(student)}
                    onDelete={() => onDelete(student)}
                    size="compact-sm"
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
