/** Watches this process's writes to tables (Database.watchWrites); returns the call that stops. */
export type WatchWrites = (tables: readonly string[], onWrite: () => void) => () => void;

/** How long a total is kept at most: the time another process's writes may take to show in it. */
export const KEEP_COUNTS_MS = 5_000;

interface Kept<T> {
  n: T;
  at: number;
}

/**
 * Totals of a list's filters, kept a few seconds so that paging through a long list, or many
 * staff opening the same one, does not count every matching row again on each request (issue 14:
 * at 10,000 students the count was most of a page's cost). A write this process sends to one of
 * the counted tables forgets them all at once (before it commits, so the next count sees it);
 * another process's writes show within `KEEP_COUNTS_MS`.
 */
export class KeptCounts<T = number> {
  readonly #kept = new Map<string, Kept<T>>();
  #generation = 0;

  constructor(
    watchWrites: WatchWrites,
    tables: readonly string[],
    private readonly now: () => number = Date.now,
  ) {
    watchWrites(tables, () => {
      this.#generation += 1;
      this.#kept.clear();
    });
  }

  /** The total under `key`, counted by `countAll` unless one counted since the last write is kept. */
  async get(key: string, countAll: () => PromiseLike<T>): Promise<T> {
    const kept = this.#kept.get(key);
    if (kept && this.now() - kept.at < KEEP_COUNTS_MS) return kept.n;
    const generation = this.#generation;
    const n = await countAll();
    // A count that began before a write may have missed it: used for this reply, not kept.
    if (generation === this.#generation) {
      if (this.#kept.size >= 10_000) this.#kept.clear();
      this.#kept.set(key, { n, at: this.now() });
    }
    return n;
  }
}
