import { Button, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCertificate, IconFlag, IconTargetArrow } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { catalogueListPath } from '../../../lib/paths';

interface Service {
  /** The service's title, description and action are under `services.<key>` in the landing catalogue. */
  key: 'igcse' | 'national' | 'american';
  to: string;
  icon: ComponentType<{ size?: number }>;
}

/**
 * The featured services, leading to /igcse-list and /rcipes-list (which lists
 * Thanaweya Amma and SAT, each chosen by `?system=`).
 */
const SERVICES: Service[] = [
  { key: 'igcse', to: catalogueListPath('IGCSE'), icon: IconCertificate },
  { key: 'national', to: catalogueListPath('National'), icon: IconFlag },
  { key: 'american', to: catalogueListPath('American'), icon: IconTargetArrow },
];

export function ServicesSection() {
  const { t } = useTranslation('landing');
  return (
    <Container size="lg" py={80} component="section" aria-labelledby="services-title">
      <Stack align="center" gap="xs" mb="xl" ta="center">
        <Title id="services-title" order={2}>
          {t('services.title')}
        </Title>
        <Text c="dimmed" maw={560}>
          {t('services.subtitle')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {SERVICES.map(({ key, to, icon: Icon }) => (
          <Card key={key} withBorder padding="xl" radius="md">
            <ThemeIcon size={52} radius="md" variant="light" mb="md" aria-hidden>
              <Icon size={28} />
            </ThemeIcon>
            <Title order={3} mb="xs">
              {t(`services.${key}.title`)}
            </Title>
            <Text c="dimmed" mb="lg" style={{ flexGrow: 1 }}>
              {t(`services.${key}.description`)}
            </Text>
            <Button component={Link} to={to} variant="light">
              {t(`services.${key}.action`)}
            </Button>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
