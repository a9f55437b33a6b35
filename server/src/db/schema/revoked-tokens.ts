import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sign-in tokens revoked before they expire (logout revokes its own session's token, by its `jti`).
 * A row is needed only until the token would have expired anyway; older rows are removed.
 */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
