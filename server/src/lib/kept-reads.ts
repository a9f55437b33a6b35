import type { WatchTables } from '../db/table-changes.js';

/**
 * How long a read is kept before it is made again: the longest another process's change may take
 * to show in it when the database does not announce it (db/table-changes.ts).
 */
export const KEEP_COUNTS_MS = 5_000;

/**
 * How long an older read is still answered while it is made again in the background; past this,
 * a reader waits for the new one.
 */
export const SERVE_STALE_MS = 4 * KEEP_COUNTS_MS;

interface Kept<T> {
  n: T;
  at: number;
}

interface Counting<T> {
  generation: number;
  n: Promise<T>;
}

/** How long reads are kept and still served, and what forgets them. */
export interface KeptReadsOptions {
  /**
   * What forgets the kept reads: a change to any of `tables` (Database.changes), this process's
   * as it is sent, another's once committed. Without it they live on their clock alone.
   */
  forgetOn?: { watchTables: WatchTables; tables: readonly string[] };
  /** Kept this long, then made again (default KEEP_COUNTS_MS). */
  keepMs?: number;
  /** Served this long while the next is made in the background (default SERVE_STALE_MS). */
  serveStaleMs?: number;
  now?: () => number;
}

/**
 * The one way Sabora keeps derived reads (docs/performance.md, "Kept reads"): each key's read made
 * by one caller at a time (single flight), kept `keepMs`, then served stale up to `serveStaleMs`
 * while the next is made in the background, and forgotten at once when a table it depends on
 * changes. The staff lists keep their totals and missing-work counts here; the leaderboard keeps
 * each system's ranking (30 s, no table: the screen's refresh).
 *
 * Totals of a list's filters, kept a few seconds so that paging through a long list, or many
 * staff opening the same one, does not count every matching row again on each request (at
 * 10,000 students the count was most of a page's cost). A write this process sends to one of the
 * counted tables forgets them all at once (before it commits, so the next count sees it); another
 * process's, once the database announces its commit. A change nobody announced (a rush table,
 * db/table-changes.ts, or while the listening connection is down) shows once a count begun after
 * it ends: `keepMs` plus one count under steady reading, at most `serveStaleMs` plus one count.
 *
 * One count per key runs at a time: readers that come while it runs wait for it rather than count
 * too, and a total older than `keepMs` is answered while it is counted again. At 100,000
 * students a teacher's missing work took 7 s to count, and 20 readers at once each counting it
 * again every 5 s left none of them answered (docs/performance.md).
 */
export class KeptReads<T = number> {
  readonly #kept = new Map<string, Kept<T>>();
  readonly #counting = new Map<string, Counting<T>>();
  #generation = 0;

  readonly #keepMs: number;
  readonly #serveStaleMs: number;
  private readonly now: () => number;

  constructor({ forgetOn, keepMs = KEEP_COUNTS_MS, serveStaleMs, now = Date.now }: KeptReadsOptions) {
    this.#keepMs = keepMs;
    this.#serveStaleMs = serveStaleMs ?? 4 * keepMs;
    this.now = now;
    forgetOn?.watchTables(forgetOn.tables, () => {
      this.#generation += 1;
      this.#kept.clear();
    });
  }

  /**
   * The read under `key`, made by `countAll` unless one made since the last write is kept. `at` is
   * the time of asking (now by default); a read is kept from the time it was asked for.
   */
  async get(key: string, countAll: () => PromiseLike<T>, at = this.now()): Promise<T> {
    const kept = this.#kept.get(key);
    const age = kept ? at - kept.at : Number.POSITIVE_INFINITY;
    if (kept && age < this.#keepMs) return kept.n;
    if (kept && age < this.#serveStaleMs) {
      // Counted again in the background; a failed count is seen by the next reader who waits for one.
      this.#count(key, countAll, at).catch(() => undefined);
      return kept.n;
    }
    return this.#count(key, countAll, at);
  }

  /** The count under `key` that runs now (begun since the last write), or a new one. */
  #count(key: string, countAll: () => PromiseLike<T>, at: number): Promise<T> {
    const running = this.#counting.get(key);
    if (running && running.generation === this.#generation) return running.n;
    const counting = { generation: this.#generation } as Counting<T>;
    this.#counting.set(key, counting);
    counting.n = (async () => {
      try {
        const total = await countAll();
        // A count that began before a write may have missed it: used for its readers, not kept.
        if (counting.generation === this.#generation) {
          if (this.#kept.size >= 10_000) this.#kept.clear();
          this.#kept.set(key, { n: total, at });
        }
        return total;
      } finally {
        if (this.#counting.get(key) === counting) this.#counting.delete(key);
      }
    })();
    return counting.n;
  }
}
