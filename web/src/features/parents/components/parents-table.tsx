import { Stack, Text } from '@mantine/core';
import type { Parent } from '@sabora/contract';
import { Trans, useTranslation } from 'react-i18next';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons';
import { RecordTable } from '../../../components/record-table';
import { USER_TEXT_TAGS, UserText } from '../../../components/user-text';
import { formatDate, fullName } from '../../../lib/format';

interface ParentsTableProps {
  parents: Parent[];
  onEdit: (parent: Parent) => void;
  onDelete: (parent: Parent) => void;
}

function Children({ parent }: { parent: Parent }) {
  const { t } = useTranslation('parents');
  if (parent.children.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('table.noChildren')}
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      {parent.children.map((child) => (
        <Text key={child._id} size="sm" style={{ whiteSpace: 'nowrap' }}>
          <Trans
            t={t}
            i18nKey="table.child"
            values={{ name: fullName(child), studentId: child.studentId }}
            components={USER_TEXT_TAGS}
          />
        </Text>
      ))}
    </Stack>
  );
}

/** Name, Email, Phone, Children, Created, Actions (one card each on a phone). */
export function ParentsTable({ parents, onEdit, onDelete }: ParentsTableProps) {
  const { t } = useTranslation('parents');
  return (
    <RecordTable
      label={t('table.label')}
      records={parents}
      recordKey={(parent) => parent._id}
      name={{ header: t('table.name'), of: fullName }}
      columns={[
        { header: t('table.email'), cell: (parent) => <UserText>{parent.email}</UserText> },
        {
          header: t('table.phone'),
          cell: (parent) => <UserText>{parent.phone ?? ''}</UserText>,
          nowrap: true,
        },
        { header: t('table.children'), cell: (parent) => <Children parent={parent} /> },
        { header: t('table.created'), cell: (parent) => formatDate(parent.createdAt), nowrap: true },
      ]}
      actions={(parent) => (
        <EditDeleteButtons
          name={fullName(parent)}
          onEdit={() => onEdit(parent)}
          onDelete={() => onDelete(parent)}
          size="compact-sm"
        />
      )}
      minWidth={820}
    />
  );
}
