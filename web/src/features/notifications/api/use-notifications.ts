import { NOTIFICATIONS_PAGE_SIZE, type Notification } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

interface NotificationsReply {
  success: true;
  data: Notification[];
  totalPages: number;
  totalCount: number;
}

export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

/** Spec §7: page 1, 10 entries. */
export function useNotifications() {
  return useQuery({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'list'],
    queryFn: () =>
      apiRequest<NotificationsReply>('/notifications', {
        query: { page: 1, limit: NOTIFICATIONS_PAGE_SIZE },
      }),
  });
}
