import { Card, Group, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../lib/use-phone';
import { UserText } from './user-text';

export interface RecordColumn<T> {
  header: string;
  cell: (record: T) => ReactNode;
  /** Keeps the cell on one line in the table (phone numbers, dates). */
  nowrap?: boolean;
}

interface RecordTableProps<T> {
  /** The list's accessible name ("Students"). */
  label: string;
  records: T[];
  recordKey: (record: T) => string;
  /** The first column, and a phone card's title and accessible name. */
  name: { header: string; of: (record: T) => string };
  columns: RecordColumn<T>[];
  /** The row's buttons, in the last column ("Actions") or at a card's foot. */
  actions: (record: T) => ReactNode;
  /** Below this width the table scrolls inside its own box, never the page. */
  minWidth: number;
}

/**
 * A table of records on wide screens; on a phone one card per record, every field labelled and
 * the buttons in reach without a sideways scroll (docs/decisions.md, "Tables").
 */
export function RecordTable<T>({
  label,
  records,
  recordKey,
  name,
  columns,
  actions,
  minWidth,
}: RecordTableProps<T>) {
  const phone = usePhone();
  const { t } = useTranslation();
  if (phone) {
    return (
      <Stack component="ul" aria-label={label} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {records.map((record) => (
          <Card key={recordKey(record)} component="li" withBorder radius="md" aria-label={name.of(record)}>
            <Stack gap={6}>
              <Text fw={700}>
                <UserText>{name.of(record)}</UserText>
              </Text>
              {columns.map((column) => (
                <div key={column.header}>
                  <Text size="xs" c="dimmed">
                    {column.header}
                  </Text>
                  <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
                    {column.cell(record)}
                  </Text>
                </div>
              ))}
              <Group gap="xs" mt={4}>
                {actions(record)}
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{name.header}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
            <Table.Th>{t('table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => (
            <Table.Tr key={recordKey(record)}>
              <Table.Td>
                <UserText>{name.of(record)}</UserText>
              </Table.Td>
              {columns.map((column) => (
                <Table.Td key={column.header} style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {column.cell(record)}
                </Table.Td>
              ))}
              <Table.Td>{actions(record)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
