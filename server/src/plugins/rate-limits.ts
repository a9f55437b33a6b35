import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema/index.js';
import { HttpError } from './errors.js';

/**
 * Counts one attempt for each key (in one statement per key) and refuses with 429 once any key has
 * passed `max` attempts in its window. The counters live in PostgreSQL (rate_limits), so N server
 * processes allow the limit once, not N times.
 */
export async function countAttempt(db: Db, keys: readonly string[], max: number, windowMs: number) {
  const window = `${windowMs} milliseconds`;
  let retryAfterMs = 0;
  for (const key of keys) {
    const [row] = await db
      .insert(rateLimits)
      .values({ key, hits: 1, resetAt: sql`now() + ${window}::interval` })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= now() then now() + ${window}::interval else ${rateLimits.resetAt} end`,
        },
      })
      .returning({
        hits: rateLimits.hits,
        leftMs: sql<number>`greatest(0, extract(epoch from (${rateLimits.resetAt} - now())) * 1000)::int`,
      });
    if (row && row.hits > max) retryAfterMs = Math.max(retryAfterMs, row.leftMs);
  }
  if (retryAfterMs > 0) throw new TooManyAttempts(Math.ceil(retryAfterMs / 1000));
}

export class TooManyAttempts extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'tooManyAttempts', undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
}

/** Removes counters whose window has passed (called now and then; a stale row is harmless). */
export async function forgetExpiredAttempts(db: Db) {
  await db.delete(rateLimits).where(sql`${rateLimits.resetAt} < now() - interval '1 hour'`);
}
