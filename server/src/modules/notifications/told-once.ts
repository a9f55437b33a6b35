import { and, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';

/** Looked up per statement, so a long list stays within PostgreSQL's parameter limit. */
const BATCH = 500;

/**
 * The candidates of a reminder nobody was told of yet. A reminder's notice link names its subject
 * (the work, and whether it is due or missing), so the notice itself marks it told: a check that
 * runs twice, or in two processes, tells no one twice, and no table of its own is needed.
 */
export async function notYetTold<C extends { userId: string; link: string }>(
  tx: Tx,
  candidates: readonly C[],
): Promise<C[]> {
  const told = new Set<string>();
  for (let i = 0; i < candidates.length; i += BATCH) {
    const slice = candidates.slice(i, i + BATCH);
    const rows = await tx
      .select({ userId: notifications.userId, link: notifications.link })
      .from(notifications)
      .where(
        and(
          inArray(notifications.userId, [...new Set(slice.map((c) => c.userId))]),
          inArray(
            notifications.link,
            slice.map((c) => c.link),
          ),
        ),
      );
    for (const row of rows) told.add(`${row.userId} ${row.link}`);
  }
  return candidates.filter((c) => !told.has(`${c.userId} ${c.link}`));
}

/**
 * One run of a reminder check: under an advisory lock (one process at a time), the reminders
 * `find` proposes that nobody was told of yet — at most `batch`, the rest wait for the next run —
 * are written by `tell` in one transaction. Returns them, for the mail the caller sends once it
 * committed.
 */
export async function tellOnce<R extends { userId: string; link: string }>(
  db: Db,
  lockKey: number,
  find: (tx: Tx) => Promise<R[]>,
  tell: (tx: Tx, reminder: R) => Promise<void>,
  batch = BATCH,
): Promise<R[]> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ ok: boolean }>(
      sql`select pg_try_advisory_xact_lock(${lockKey}) as ok`,
    );
    if (!rows[0]?.ok) return [];
    const fresh = (await notYetTold(tx, await find(tx))).slice(0, batch);
    for (const reminder of fresh) await tell(tx, reminder);
    return fresh;
  });
}
