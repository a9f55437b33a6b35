/** Spec §9: the notification panel is at most 400 px high. */
export const PANEL_MAX_HEIGHT = 400;

/**
 * How often an open student home asks for the unread count, so the banner can tell of new
 * notifications (the spec gives no figure; the leaderboard's 30 s is used).
 */
export const NOTIFICATIONS_POLL_MS = 30_000;
