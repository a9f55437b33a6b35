import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const SCHOOL_NAME = 'Sabora';

/** The school's mark; a link to `to` (the reader's home page). */
export function Logo({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to={to} aria-label={t('logo.home', { school: SCHOOL_NAME })}>
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon size="lg" radius="md" aria-hidden>
          <IconSchool size={22} />
        </ThemeIcon>
        <Text fw={800} size="xl" aria-hidden>
          {SCHOOL_NAME}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
