import { Button, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCertificate, IconFlag, IconTargetArrow } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { catalogueListPath } from '../../../lib/paths';

interface Service {
  title: string;
  description: string;
  to: string;
  action: string;
  icon: ComponentType<{ size?: number }>;
}

/**
 * Spec §1 and §2.1: the featured services, leading to /igcse-list and /rcipes-list (which lists
 * Thanaweya Amma and SAT, each chosen by `?system=`).
 */
const SERVICES: Service[] = [
  {
    title: 'IGCSE',
    description:
      'International GCSE subjects taught by specialist teachers, with past-paper practice and exam technique built into every chapter.',
    to: catalogueListPath('IGCSE'),
    action: 'View IGCSE courses',
    icon: IconCertificate,
  },
  {
    title: 'Thanaweya Amma',
    description:
      'The Egyptian secondary curriculum, chapter by chapter, with weekly quizzes, marked homework and revision classes before every exam.',
    to: catalogueListPath('National'),
    action: 'View Thanaweya Amma courses',
    icon: IconFlag,
  },
  {
    title: 'SAT',
    description:
      'Preparation for the SAT and the American diploma: focused lessons, timed practice tests and feedback on every answer.',
    to: catalogueListPath('American'),
    action: 'View SAT courses',
    icon: IconTargetArrow,
  },
];

export function ServicesSection() {
  return (
    <Container size="lg" py={80} component="section" aria-labelledby="services-title">
      <Stack align="center" gap="xs" mb="xl" ta="center">
        <Title id="services-title" order={2}>
          Featured services
        </Title>
        <Text c="dimmed" maw={560}>
          Three systems, one school: choose the track you study and learn with teachers who know it inside
          out.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {SERVICES.map(({ title, description, to, action, icon: Icon }) => (
          <Card key={title} withBorder padding="xl" radius="md">
            <ThemeIcon size={52} radius="md" variant="light" mb="md" aria-hidden>
              <Icon size={28} />
            </ThemeIcon>
            <Title order={3} mb="xs">
              {title}
            </Title>
            <Text c="dimmed" mb="lg" style={{ flexGrow: 1 }}>
              {description}
            </Text>
            <Button component={Link} to={to} variant="light">
              {action}
            </Button>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
