import { z } from 'zod';
import { idSchema, listReply, pageQuery } from './common.js';
import { dataReply, endpoint } from './endpoint.js';

/** The notification panel reads page 1 with 10 entries. */
export const NOTIFICATIONS_PAGE_SIZE = 10;
/** The banner notice lasts 3 s. */
export const BANNER_DURATION_MS = 3000;

export const notificationSchema = z.object({
  _id: z.string(),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const unreadCountReply = z.object({ success: z.literal(true), unread: z.number().int() });

/** The notification panel's calls (docs/product/api.md, "Notifications, audit and the rest"). */
export const notificationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/notifications',
    query: pageQuery(NOTIFICATIONS_PAGE_SIZE),
    reply: listReply(notificationSchema),
  }),
  unreadCount: endpoint({ method: 'GET', path: '/notifications/unread-count', reply: unreadCountReply }),
  markAllRead: endpoint({
    method: 'PUT',
    path: '/notifications/read-all',
    reply: z.object({ success: z.literal(true), updated: z.number().int() }),
  }),
  markRead: endpoint({
    method: 'PUT',
    path: '/notifications/:id/read',
    params: z.object({ id: idSchema }),
    reply: dataReply(notificationSchema),
  }),
};
