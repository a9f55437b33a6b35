import { Badge } from '@mantine/core';
import type { Student } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons';
import { RecordTable } from '../../../components/record-table';
import { SystemBadge } from '../../../components/system-badge';
import { UserText } from '../../../components/user-text';
import { fullName } from '../../../lib/format';
import { statusLabel } from '../student-form';

interface StudentsTableProps {
  students: Student[];
  onEdit: (student: Student) => void;
  onDelete: (student: Student) => void;
}

/** Name, Student ID, System, Email, Status, Actions (one card each on a phone). */
export function StudentsTable({ students, onEdit, onDelete }: StudentsTableProps) {
  const { t } = useTranslation('students');
  return (
    <RecordTable
      label={t('table.label')}
      records={students}
      recordKey={(student) => student._id}
      name={{ header: t('table.name'), of: (student) => fullName(student.user) }}
      columns={[
        { header: t('table.studentId'), cell: (student) => <UserText>{student.studentId}</UserText> },
        { header: t('table.system'), cell: (student) => <SystemBadge system={student.system} /> },
        { header: t('table.email'), cell: (student) => <UserText>{student.user.email}</UserText> },
        {
          header: t('table.status'),
          cell: (student) => (
            <Badge color={student.status === 'active' ? 'green' : 'gray'} variant="light">
              {statusLabel(student.status)}
            </Badge>
          ),
        },
      ]}
      actions={(student) => (
        <EditDeleteButtons
          name={fullName(student.user)}
          onEdit={() => onEdit(student)}
          onDelete={() => onDelete(student)}
          size="compact-sm"
        />
      )}
      minWidth={760}
    />
  );
}
