import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../components/panel';
import { useUnreadCount } from './api/use-unread-count';
import { MarkAllReadButton } from './mark-all-read-button';
import { NotificationList } from './notification-list';
import { PANEL_MAX_HEIGHT } from './panel-size';

/**
 * The notifications panel on the student home (docs/product/screens.md, "Notifications"): page 1 of
 * the notifications with the unread count, at most 400 px high (the list scrolls inside).
 */
export function NotificationPanel() {
  const unread = useUnreadCount();
  const count = unread.data ?? 0;
  const { t } = useTranslation('notifications');
  return (
    <Panel
      title={t('title')}
      maxHeight={PANEL_MAX_HEIGHT}
      actions={
        <Group gap="xs">
          {unread.isSuccess ? (
            <Badge variant={count > 0 ? 'filled' : 'light'} color={count > 0 ? 'blue' : 'gray'}>
              {t('unreadCount', { count })}
            </Badge>
          ) : null}
          <MarkAllReadButton unread={count} />
        </Group>
      }
    >
      <NotificationList />
    </Panel>
  );
}
