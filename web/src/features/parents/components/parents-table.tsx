import { Stack, Table, Text } from '@mantine/core';
import type { Parent } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons';
import { formatDate, fullName } from '../../../lib/format';

interface ParentsTableProps {
  parents: Parent[];
  onEdit: (parent: Parent) => void;
  onDelete: (parent: Parent) => void;
}

/** Name, Email, Phone, Children, Created, Actions. */
export function ParentsTable({ parents, onEdit, onDelete }: ParentsTableProps) {
  const { t } = useTranslation('parents');
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover aria-label={t('table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.name')}</Table.Th>
            <Table.Th>{t('table.email')}</Table.Th>
            <Table.Th>{t('table.phone')}</Table.Th>
            <Table.Th>{t('table.children')}</Table.Th>
            <Table.Th>{t('table.created')}</Table.Th>
            <Table.Th>{t('table.actions')}</Table.Th>
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
                      {t('table.noChildren')}
                    </Text>
                  ) : (
                    <Stack gap={2}>
                      {parent.children.map((child) => (
                        <Text key={child._id} size="sm" style={{ whiteSpace: 'nowrap' }}>
                          {t('table.child', { name: fullName(child), studentId: child.studentId })}
                        </Text>
                      ))}
                    </Stack>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(parent.createdAt)}</Table.Td>
                <Table.Td>
                  <EditDeleteButtons
                    name={name}
                    onEdit={() => onEdit(parent)}
                    onDelete={() => onDelete(parent)}
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
