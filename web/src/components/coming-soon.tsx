import { Button, Card, Text, ThemeIcon } from '@mantine/core';
import { IconArrowLeft, IconTools } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from './page-header';

interface ComingSoonProps {
  title: string;
  backTo: string;
  backLabel: string;
}

/** Stands in for a screen that a later release builds, so every route of the spec opens a page. */
export function ComingSoon({ title, backTo, backLabel }: ComingSoonProps) {
  return (
    <>
      <PageHeader title={title} />
      <Card withBorder padding="xl" radius="md">
        <ThemeIcon size={48} radius="xl" variant="light" mb="md" aria-hidden>
          <IconTools size={26} />
        </ThemeIcon>
        <Text fw={600} mb={4}>
          This screen is coming soon.
        </Text>
        <Text c="dimmed" mb="lg">
          We are building it now. Everything else in Sabora is ready to use in the meantime.
        </Text>
        <Button
          component={Link}
          to={backTo}
          variant="light"
          leftSection={<IconArrowLeft size={16} />}
          w="fit-content"
        >
          {backLabel}
        </Button>
      </Card>
    </>
  );
}
