import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from './use-notifications';

interface UnreadCountReply {
  success: true;
  unread: number;
}

export function useUnreadCount() {
  return useQuery({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'unread-count'],
    queryFn: () => apiRequest<UnreadCountReply>('/notifications/unread-count'),
    select: (reply) => reply.unread,
  });
}
