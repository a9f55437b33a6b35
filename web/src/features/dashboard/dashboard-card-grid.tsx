import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardCard } from '../../lib/dashboard-cards';

export function DashboardCardGrid({ cards }: { cards: DashboardCard[] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {cards.map(({ title, description, to, icon: Icon }) => (
        <Card
          key={to}
          component={Link}
          to={to}
          withBorder
          padding="lg"
          radius="md"
          style={{ textDecoration: 'none' }}
        >
          <ThemeIcon size={44} radius="md" variant="light" mb="sm" aria-hidden>
            <Icon size={24} />
          </ThemeIcon>
          {/* The link's name is its whole text (title and description), as it reads: WCAG 2.5.3. */}
          <Title order={2} size="h4">
            {t(title)}
          </Title>
          <Text c="dimmed" size="sm">
            {t(description)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
