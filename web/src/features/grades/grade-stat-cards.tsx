import { Card, SimpleGrid, Text } from '@mantine/core';
import type { GradeStats } from '@sabora/contract';

/** Student spec §2.8: the six stat cards, in the spec's order. */
export function GradeStatCards({ stats }: { stats: GradeStats }) {
  const cards = [
    { label: 'Total Assignments', value: String(stats.totalAssignments) },
    { label: 'Completed', value: String(stats.completed) },
    { label: 'Pending', value: String(stats.pending) },
    // Spec §9: the average to one decimal.
    { label: 'Average Grade', value: `${stats.averageGrade.toFixed(1)}%` },
    { label: 'Highest Grade', value: `${stats.highestGrade}%` },
    { label: 'Lowest Grade', value: `${stats.lowestGrade}%` },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} component="ul" aria-label="Grade summary" p={0} m={0}>
      {cards.map((card) => (
        <Card
          key={card.label}
          withBorder
          radius="md"
          padding="md"
          component="li"
          style={{ listStyle: 'none' }}
        >
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
