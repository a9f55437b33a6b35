import { Button, Card, Text, ThemeIcon } from '@mantine/core';
import { IconArrowLeft, IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from './page-header';

interface ComingSoonProps {
  title: string;
  backTo: string;
  backLabel: string;
}

/** Stands in for a screen that a later release builds, so every route of the table opens a page. */
export function ComingSoon({ title, backTo, backLabel }: ComingSoonProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} />
      <Card withBorder padding="xl" radius="md">
        <ThemeIcon size={48} radius="xl" variant="light" mb="md" aria-hidden>
          <IconTools size={26} />
        </ThemeIcon>
        <Text fw={600} mb={4}>
          {t('comingSoon.title')}
        </Text>
        <Text c="dimmed" mb="lg">
          {t('comingSoon.body')}
        </Text>
        <Button
          component={Link}
          to={backTo}
          variant="light"
          leftSection={<IconArrowLeft size={16} className="mirror-in-rtl" />}
          w="fit-content"
        >
          {backLabel}
        </Button>
      </Card>
    </>
  );
}
