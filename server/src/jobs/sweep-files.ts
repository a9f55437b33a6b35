import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { files } from '../db/schema/index.js';
import type { FileStorage } from '../plugins/storage.js';

/** How old a file without a database row must be before the sweep removes it. */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;
const BATCH = 500;

/**
 * Removes stored files that no `files` row names: the bytes of an upload whose
 * request died before its row was written (a crash, `kill -9`). Only files older than `minAgeMs`
 * go, so an upload still being written or about to be recorded is never touched. Returns how many
 * were removed. Runs at start-up and every few hours (main.ts); running it twice is harmless.
 */
export async function sweepOrphanFiles(db: Db, storage: FileStorage, minAgeMs = ORPHAN_AGE_MS) {
  const cutoff = Date.now() - minAgeMs;
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const known = await db
      .select({ key: files.storageKey })
      .from(files)
      .where(inArray(files.storageKey, batch));
    const kept = new Set(known.map((row) => row.key));
    for (const key of batch) {
      if (kept.has(key)) continue;
      await storage.remove(key);
      removed += 1;
    }
    batch = [];
  };
  for await (const file of storage.list()) {
    if (file.modified.getTime() > cutoff) continue;
    batch.push(file.key);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return removed;
}
