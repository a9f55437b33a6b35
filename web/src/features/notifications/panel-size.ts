/** The notification panel is at most 400 px high. */
export const PANEL_MAX_HEIGHT = 400;

/**
 * How often an open student home asks for the unread count, so the banner can tell of new
 * notifications (the leaderboard's 30 s, for want of another figure).
 */
export const NOTIFICATIONS_POLL_MS = 30_000;
