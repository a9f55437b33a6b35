import { NOTIFICATIONS_PAGE_SIZE, notificationEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** Page 1, 10 entries. */
export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.list(),
    queryFn: () =>
      callApi(notificationEndpoints.list, { query: { page: 1, limit: NOTIFICATIONS_PAGE_SIZE } }),
  });
}
