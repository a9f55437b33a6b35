import { z } from 'zod';

/** Spec §9: the notification panel reads page 1 with 10 entries. */
export const NOTIFICATIONS_PAGE_SIZE = 10;
/** Spec §2.4: the banner notice lasts 3 s. */
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
