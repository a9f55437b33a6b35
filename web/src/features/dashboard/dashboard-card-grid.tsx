import { Card, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import type { DashboardCard } from '../../lib/dashboard-cards';

export function DashboardCardGrid({ cards }: { cards: DashboardCard[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {cards.map(({ title, description, to, icon: Icon }) => (
        <Card
          key={title}
          component={Link}
          to={to}
          withBorder
          padding="lg"
          radius="md"
          aria-label={title}
          style={{ textDecoration: 'none' }}
        >
          <ThemeIcon size={44} radius="md" variant="light" mb="sm" aria-hidden>
            <Icon size={24} />
          </ThemeIcon>
          <Text fw={700} size="lg">
            {title}
          </Text>
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
