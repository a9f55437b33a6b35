import { notificationEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** GET /notifications/unread-count; `pollMs` asks again on that interval while the page is open. */
export function useUnreadCount({ pollMs }: { pollMs?: number } = {}) {
  return useQuery({
    queryKey: notificationKeys.unreadCount(),
    queryFn: () => callApi(notificationEndpoints.unreadCount),
    select: (reply) => reply.unread,
    refetchInterval: pollMs,
  });
}
