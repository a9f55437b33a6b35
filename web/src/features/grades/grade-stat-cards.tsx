import { Card, SimpleGrid, Text } from '@mantine/core';
import type { GradeStats } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/i18n/format';

/** The six figures, in the screen's order (docs/product/rules.md, "Grade statistics"). */
const percent = (value: number, digits: number) =>
  formatNumber(value / 100, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });

export function GradeStatCards({ stats }: { stats: GradeStats }) {
  const { t } = useTranslation('grades');
  const cards = [
    { key: 'total', label: t('stats.total'), value: formatNumber(stats.totalAssignments) },
    { key: 'completed', label: t('stats.completed'), value: formatNumber(stats.completed) },
    { key: 'pending', label: t('stats.pending'), value: formatNumber(stats.pending) },
    // The average to one decimal.
    { key: 'average', label: t('stats.average'), value: percent(stats.averageGrade, 1) },
    { key: 'highest', label: t('stats.highest'), value: percent(stats.highestGrade, 0) },
    { key: 'lowest', label: t('stats.lowest'), value: percent(stats.lowestGrade, 0) },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} component="ul" aria-label={t('stats.summary')} p={0} m={0}>
      {cards.map((card) => (
        <Card key={card.key} withBorder radius="md" padding="md" component="li" style={{ listStyle: 'none' }}>
          <Text size="sm" c="dimmed">
            {card.label}
          </Text>
          <Text fw={700} fz="xl">
            {card.value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
