import { Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Gradebook } from '@sabora/contract';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../components/user-text';
import { formatDate } from '../../../lib/format';
import { formatNumber } from '../../../lib/i18n/format';
import { WORK_TYPE_LABELS } from '../../../lib/work-labels';
import { type SortKey, type SortOrder, sameKey } from '../sort-rows';
import { GradebookCellMark } from './gradebook-cell';
import classes from './gradebook-table.module.css';

interface GradebookTableProps {
  book: Gradebook;
  /** The students in the order chosen. */
  rows: Gradebook['students'];
  order: SortOrder;
  onSort: (key: SortKey) => void;
}

/**
 * Students × items, the header row and the names column fixed while the rest scrolls. Each column
 * heading is a button that sorts by it (again: the other way), and says how it sorts (`aria-sort`).
 */
export function GradebookTable({ book, rows, order, onSort }: GradebookTableProps) {
  const { t } = useTranslation('gradebook');

  const heading = (key: SortKey, label: ReactNode, className?: string) => {
    const current = sameKey(order.key, key);
    const Icon = !current ? IconArrowsSort : order.direction === 'ascending' ? IconArrowUp : IconArrowDown;
    return (
      <Table.Th scope="col" className={className} aria-sort={current ? order.direction : 'none'}>
        {/* Named by what it shows, after a "Sort by" only screen readers hear (axe: the visible text
            must be part of the name). */}
        <UnstyledButton className={classes.sort} onClick={() => onSort(key)}>
          <span>
            <VisuallyHidden>{t('table.sortBy')}</VisuallyHidden> {label}
          </span>
          <Icon size={14} aria-hidden="true" style={{ flex: 'none' }} />
        </UnstyledButton>
      </Table.Th>
    );
  };

  return (
    // The box scrolls by keyboard too: its sort buttons take the focus, and the browser scrolls to them.
    <section className={classes.scroller} aria-label={t('table.label', { subject: book.subject.name })}>
      <Table className={classes.table} striped highlightOnHover withColumnBorders verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {heading({ by: 'name' }, t('table.student'), classes.name)}
            {book.items.map((item, index) => {
              const kind = WORK_TYPE_LABELS[item.kind];
              const due = formatDate(item.dueDate);
              return (
                <Fragment key={item.id}>
                  {heading(
                    { by: 'item', index },
                    <>
                      <Text span size="sm" fw={700} lineClamp={2}>
                        <UserText>{item.title}</UserText>
                      </Text>{' '}
                      <Text span size="xs" c="dimmed" display="block">
                        {t('table.itemKindDue', { kind, due })}
                      </Text>
                    </>,
                  )}
                </Fragment>
              );
            })}
            {heading({ by: 'average' }, t('table.average'))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((student) => (
            <Table.Tr key={student.id}>
              <Table.Th scope="row" className={classes.name}>
                <Text size="sm" fw={600}>
                  <UserText>{student.name}</UserText>
                </Text>
                <Text size="xs" c="dimmed">
                  {student.studentId}
                </Text>
              </Table.Th>
              {student.cells.map((cell) => (
                <Table.Td key={cell.itemId} className={classes.cell}>
                  <GradebookCellMark cell={cell} />
                </Table.Td>
              ))}
              <Table.Td className={classes.cell}>
                {student.average === null ? (
                  <Text span size="sm" c="dimmed">
                    {t('table.noAverage')}
                  </Text>
                ) : (
                  <Text span fw={700}>
                    {formatNumber(student.average, { maximumFractionDigits: 1 })}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
