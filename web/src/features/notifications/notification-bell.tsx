import { ActionIcon, Group, Indicator, Popover, ScrollArea, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from './api/use-unread-count';
import { MarkAllReadButton } from './mark-all-read-button';
import { NotificationList } from './notification-list';
import { PANEL_MAX_HEIGHT } from './panel-size';

export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const unread = useUnreadCount();
  const count = unread.data ?? 0;
  const { t } = useTranslation('notifications');

  return (
    // The indicator wraps the popover, not the other way round: the target then is the button
    // itself, so aria-expanded and aria-controls sit on it and not on the indicator's <div>.
    <Indicator label={count} size={16} disabled={count === 0} offset={4}>
      {/* Focus moves into the panel (a dialog), so Escape closes it and focus returns to the bell. */}
      <Popover
        width={340}
        position="bottom-end"
        shadow="md"
        opened={opened}
        onChange={setOpened}
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={count > 0 ? t('bellUnread', { count }) : t('title')}
            onClick={() => setOpened((value) => !value)}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs">
          <Group justify="space-between" px="xs" pb="xs">
            <Text fw={700}>{t('title')}</Text>
            <MarkAllReadButton unread={count} />
          </Group>
          {opened ? (
            <ScrollArea.Autosize mah={PANEL_MAX_HEIGHT}>
              <NotificationList onNavigate={() => setOpened(false)} />
            </ScrollArea.Autosize>
          ) : null}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
