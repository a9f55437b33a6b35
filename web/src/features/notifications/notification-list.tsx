import {
  Alert,
  Badge,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { Notification } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { UserText } from '../../components/user-text';
import { formatTimeAgo } from '../../lib/i18n/format';
import { useMarkRead } from './api/use-mark-read';
import { useNotifications } from './api/use-notifications';

function NotificationItem({ item, onOpen }: { item: Notification; onOpen: (item: Notification) => void }) {
  const { t } = useTranslation('notifications');
  return (
    <UnstyledButton
      onClick={() => onOpen(item)}
      p="sm"
      w="100%"
      // The visually hidden "Unread:" is placed inside the item: without a positioned button it
      // sat against the panel card and stretched the card past its height (phone-screens spec).
      pos="relative"
      // Unread shows as the New badge, a bold title and a bar at the start edge; not as a tinted
      // background, on which the grey message and time fell under 4.5:1.
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        borderInlineStart: `3px solid ${item.read ? 'transparent' : 'var(--mantine-primary-color-filled)'}`,
      }}
    >
      {/* Named by its content (WCAG 2.5.3): "Unread:" for the eye's New badge, then what is seen. */}
      {item.read ? null : <VisuallyHidden>{t('unreadPrefix')} </VisuallyHidden>}
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          {item.read ? null : (
            <Badge size="xs" variant="filled" style={{ flex: 'none' }} aria-hidden>
              {t('new')}
            </Badge>
          )}
          <Text fw={item.read ? 500 : 700} size="sm">
            <UserText>{item.title}</UserText>
          </Text>
        </Group>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatTimeAgo(item.createdAt)}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" lineClamp={2}>
        <UserText>{item.message}</UserText>
      </Text>
    </UnstyledButton>
  );
}

/** Page 1 of the signed-in user's notifications; opening one marks it read and follows its link. */
export function NotificationList({ onNavigate }: { onNavigate?: () => void }) {
  const list = useNotifications();
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const { t } = useTranslation('notifications');

  function open(item: Notification) {
    if (!item.read) markRead.mutate(item._id);
    if (item.link) {
      onNavigate?.();
      navigate(item.link);
    }
  }

  if (list.isPending) {
    return (
      <Center p="md">
        <Loader size="sm" aria-label={t('loading')} />
      </Center>
    );
  }
  if (list.isError) {
    return (
      <Alert color="red" role="alert">
        {t('failed')}
      </Alert>
    );
  }
  if (list.data.data.length === 0) {
    return (
      <Text c="dimmed" ta="center" p="md">
        {t('empty')}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      {list.data.data.map((item) => (
        <NotificationItem key={item._id} item={item} onOpen={open} />
      ))}
    </Stack>
  );
}
