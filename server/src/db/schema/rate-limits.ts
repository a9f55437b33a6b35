import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempt counters of rate-limited calls (sign-in, password reset), kept in the database so every
 * server process counts against the same limit. One row per key (e.g. 'login:ip:1.2.3.4',
 * 'login:account:ana@example.com') and window; expired rows are reused by the next hit.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
