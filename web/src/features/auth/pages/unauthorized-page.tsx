import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { homePathFor } from '@sabora/contract';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../lib/session/auth-context';

/** True when the browser has a page of this app to go back to (react-router counts entries in `idx`). */
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  const idx = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === 'number' && idx > 0;
}

export function UnauthorizedPage() {
  const navigate = useNavigate();
  const { user } = useAuth();
  const { t } = useTranslation('auth');

  function goBack() {
    if (canGoBack()) navigate(-1);
    else navigate(user ? homePathFor(user.role) : '/', { replace: true });
  }

  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="md" maw={420} ta="center">
        <ThemeIcon size={64} radius="xl" color="red" variant="light" aria-hidden>
          <IconLock size={34} />
        </ThemeIcon>
        <Title order={1}>{t('unauthorized.title')}</Title>
        <Text c="dimmed">{t('unauthorized.text')}</Text>
        <Button onClick={goBack}>{t('unauthorized.back')}</Button>
      </Stack>
    </Center>
  );
}
