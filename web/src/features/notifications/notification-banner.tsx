import { Affix, Notification } from '@mantine/core';
import { BANNER_DURATION_MS } from '@sabora/contract';
import { IconBell } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationKeys } from './api/notification-keys';
import { useUnreadCount } from './api/use-unread-count';
import { NOTIFICATIONS_POLL_MS } from './panel-size';

/**
 * A banner notice for new notifications, with a close button, gone after 3 s. It shows
 * when the unread count rises while the page is open (the count is polled), and the list is
 * reloaded so the new entries appear.
 */
export function NotificationBanner() {
  const unread = useUnreadCount({ pollMs: NOTIFICATIONS_POLL_MS });
  const queryClient = useQueryClient();
  const { t } = useTranslation('notifications');
  const seen = useRef<number | undefined>(undefined);
  // A new object for every rise, so a second rise of the same size restarts the 3 s.
  const [notice, setNotice] = useState<{ added: number } | null>(null);
  const count = unread.data;

  useEffect(() => {
    if (count === undefined) return;
    if (seen.current !== undefined && count > seen.current) {
      setNotice({ added: count - seen.current });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    }
    seen.current = count;
  }, [count, queryClient]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), BANNER_DURATION_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  if (!notice) return null;
  return (
    <Affix position={{ top: 76, right: 16 }} zIndex={300}>
      <Notification
        title={t('newTitle')}
        icon={<IconBell size={18} />}
        withBorder
        onClose={() => setNotice(null)}
        closeButtonProps={{ 'aria-label': t('close') }}
        w="min(360px, calc(100vw - 32px))"
      >
        {t('added', { count: notice.added })}
      </Notification>
    </Affix>
  );
}
