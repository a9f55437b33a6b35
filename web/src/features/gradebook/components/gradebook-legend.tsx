import { Group, Text } from '@mantine/core';
import { type GradebookCell, MAX_GRADE } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n/format';
import { GradebookCellMark } from './gradebook-cell';

const EXAMPLES: {
  cell: GradebookCell;
  key: 'graded' | 'awaitingGrade' | 'missing' | 'notExpected' | 'notDue';
}[] = [
  { key: 'graded', cell: { itemId: 'graded', grade: 85, status: 'graded', late: false } },
  { key: 'awaitingGrade', cell: { itemId: 'waiting', grade: null, status: 'awaitingGrade', late: true } },
  { key: 'missing', cell: { itemId: 'missing', grade: null, status: 'missing', late: false } },
  { key: 'notExpected', cell: { itemId: 'later', grade: null, status: 'notExpected', late: false } },
  { key: 'notDue', cell: { itemId: 'open', grade: null, status: 'notDue', late: false } },
];

/** What each mark in the table means, once above it. */
export function GradebookLegend() {
  const { t } = useTranslation('gradebook');
  return (
    <Group gap="lg" component="ul" aria-label={t('legend.label')} p={0} m={0} style={{ listStyle: 'none' }}>
      {EXAMPLES.map(({ key, cell }) => (
        <Group key={key} gap={6} component="li" wrap="nowrap">
          <span aria-hidden="true">
            <GradebookCellMark cell={cell} />
          </span>
          <Text size="xs" c="dimmed">
            {t(`legend.${key}`, { max: formatNumber(MAX_GRADE) })}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
