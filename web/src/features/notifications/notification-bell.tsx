import { ActionIcon, Button, Group, Indicator, Popover, ScrollArea, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useMarkAllRead } from './api/use-mark-all-read';
import { useUnreadCount } from './api/use-unread-count';
import { NotificationList } from './notification-list';

/** Spec §9: the notification panel is at most 400 px high. */
const PANEL_MAX_HEIGHT = 400;

export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const unread = useUnreadCount();
  const markAll = useMarkAllRead();
  const count = unread.data ?? 0;

  return (
    <Popover width={340} position="bottom-end" shadow="md" opened={opened} onChange={setOpened}>
      <Popover.Target>
        <Indicator label={count} size={16} disabled={count === 0} offset={4}>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
            onClick={() => setOpened((value) => !value)}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <Group justify="space-between" px="xs" pb="xs">
          <Text fw={700}>Notifications</Text>
          <Button
            variant="subtle"
            size="compact-xs"
            disabled={count === 0}
            loading={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            Mark all as read
          </Button>
        </Group>
        {opened ? (
          <ScrollArea.Autosize mah={PANEL_MAX_HEIGHT}>
            <NotificationList onNavigate={() => setOpened(false)} />
          </ScrollArea.Autosize>
        ) : null}
      </Popover.Dropdown>
    </Popover>
  );
}
