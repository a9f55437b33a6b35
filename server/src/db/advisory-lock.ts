import pg from 'pg';

/**
 * The advisory locks that keep two processes from doing one thing at once (PostgreSQL's
 * `pg_advisory_lock`), each a fixed number, listed here so no two share one.
 */
export const LOCKS = {
  /** Telling parents of missing work (a transaction's lock). */
  missingWorkAlerts: 18_005,
  /** Telling students of work due soon or missing (a transaction's lock). */
  workReminders: 37_013,
  /** Migrating the schema: processes started together migrate one after the other. */
  migrations: 37_001,
  /** A scheduled backup: a run never starts while the last still runs. */
  backup: 37_027,
} as const;

/**
 * Runs `work` holding a session lock taken on a connection of its own, so the lock lasts however
 * long the work takes and is let go when it ends, or when its process dies. `wait`: wait for the
 * lock; otherwise, when another holds it, `work` is not run and this answers `false`.
 */
export async function withSessionLock(
  url: string,
  key: number,
  { wait }: { wait: boolean },
  work: () => Promise<void>,
): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, keepAlive: true });
  // A connection lost while working is this function's to report, not an unhandled event.
  client.on('error', () => {});
  await client.connect();
  try {
    if (wait) {
      await client.query('SELECT pg_advisory_lock($1)', [key]);
    } else {
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
        key,
      ]);
      if (!rows[0]?.locked) return false;
    }
    await work();
    return true;
  } finally {
    // Closing the session lets the lock go.
    await client.end().catch(() => {});
  }
}
