import { Badge, Checkbox, List, Stack, Table, Text } from '@mantine/core';
import type { StudentImportRow } from '@sabora/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../components/user-text';
import { formatList } from '../../../lib/i18n/format';
import { systemName } from '../../../lib/systems';
import { changedColumnText, importProblemText } from '../import-words';
import classes from './import-preview-table.module.css';

/** What importing the row does, or what is wrong with it (in red). */
function RowResult({ row }: { row: StudentImportRow }) {
  const { t } = useTranslation('students');
  if (row.errors.length > 0) {
    return (
      <List size="sm" spacing={2}>
        {row.errors.map((error, i) => (
          <List.Item key={error}>
            <Text size="sm" c="red">
              {row.problems[i] ? importProblemText(row.problems[i], error, t) : error}
            </Text>
          </List.Item>
        ))}
      </List>
    );
  }
  if (row.action === 'add') {
    return (
      <Badge color="green" variant="light">
        {t('import.new')}
      </Badge>
    );
  }
  if (row.action === 'unchanged') {
    return (
      <Badge color="gray" variant="light">
        {t('import.unchanged')}
      </Badge>
    );
  }
  return (
    <Stack gap={2} align="flex-start">
      <Badge color="blue" variant="light">
        {t('import.update')}
      </Badge>
      <Text size="xs">{formatList(row.changes.map((label) => changedColumnText(label, t)))}</Text>
    </Stack>
  );
}

/**
 * Each row of the file with its line number and its result; rows with errors are tinted red and
 * marked, and can be shown alone. Fixed column widths keep the Result column inside the dialog.
 */
export function ImportPreviewTable({ rows }: { rows: StudentImportRow[] }) {
  const { t } = useTranslation('students');
  const hasErrors = rows.some((r) => r.errors.length > 0);
  const [onlyErrors, setOnlyErrors] = useState(hasErrors);
  const shown = onlyErrors ? rows.filter((r) => r.errors.length > 0) : rows;
  return (
    <Stack gap="xs">
      {hasErrors ? (
        <Checkbox
          label={t('import.onlyErrors')}
          checked={onlyErrors}
          onChange={(event) => setOnlyErrors(event.currentTarget.checked)}
        />
      ) : null}
      <Table.ScrollContainer minWidth={560} maxHeight={360}>
        <Table stickyHeader layout="fixed" verticalSpacing={6} aria-label={t('import.rowsLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={56}>{t('import.line')}</Table.Th>
              <Table.Th w="32%">{t('import.student')}</Table.Th>
              <Table.Th w={84}>{t('import.system')}</Table.Th>
              <Table.Th w="18%">{t('import.subjects')}</Table.Th>
              <Table.Th>{t('import.result')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => {
              const bad = row.errors.length > 0;
              return (
                <Table.Tr
                  key={row.line}
                  data-invalid={bad || undefined}
                  className={bad ? classes.invalid : undefined}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  <Table.Td>
                    {bad ? (
                      <IconAlertTriangle
                        size={14}
                        color="var(--mantine-color-red-text)"
                        aria-label={t('import.hasErrors')}
                        style={{ verticalAlign: 'middle', marginInlineEnd: 2 }}
                      />
                    ) : null}
                    {row.line}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      <UserText>{`${row.firstName} ${row.lastName}`.trim()}</UserText>
                    </Text>
                    <Text size="xs" c="dimmed">
                      <UserText>{row.email}</UserText>
                    </Text>
                    {row.studentId ? (
                      <Text size="xs" c="dimmed">
                        <UserText>{row.studentId}</UserText>
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{systemName(row.system)}</Table.Td>
                  <Table.Td>
                    <UserText>{row.subjects.join(', ')}</UserText>
                  </Table.Td>
                  <Table.Td>
                    <RowResult row={row} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
