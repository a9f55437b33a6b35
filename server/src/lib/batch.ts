import { batchItems } from './process-metrics.js';

/**
 * Group commit for hot statements: calls that arrive while the database is busy wait
 * for it together and go as one statement, instead of one statement (and one commit, one plan,
 * one wake-up of a backend) each. A year group pressing Start at 9:00 becomes a few dozen
 * statements of a hundred students each rather than two thousand.
 *
 * No call waits on a timer. At most one batch that is not full runs at a time: when none is running,
 * what has gathered goes at the next turn of the event loop (a quiet server sends a batch of one, a
 * few microseconds later); while one runs, the next gathers until it ends, and only a full batch
 * (`maxItems`) goes beside it, up to `concurrency` at once. So the batches grow with the rate calls
 * arrive at: when a rush's requests come spread out (each student opening a new connection, which
 * the server accepts one by one), they still go as a few large statements rather than many small
 * ones each paying its own plan and commit (docs/performance.md, log 2026-12-02). The batches that
 * are running bound the pool connections the hot path takes, so other requests still get one.
 *
 * `run` gets the items in arrival order and returns one result per item, in the same order. If it
 * fails, each item of that batch is tried alone, so one bad item (a row that breaks a constraint)
 * fails only its own call.
 */
export interface BatchOptions {
  /** The batch's name in the metrics (`sabora_batch_items{batch}`). */
  name: string;
  /** Batches running at once (each holds one pool connection). */
  concurrency: number;
  /** The most items in one batch. */
  maxItems: number;
}

export function batched<I, O>(
  run: (items: readonly I[]) => Promise<readonly O[]>,
  { name, concurrency, maxItems }: BatchOptions,
): (item: I) => Promise<O> {
  interface Waiting {
    item: I;
    resolve: (value: O) => void;
    reject: (error: unknown) => void;
  }
  let waiting: Waiting[] = [];
  let running = 0;
  /** Whether a batch short of `maxItems` is running: the next short one waits for it. */
  let shortRunning = false;
  let scheduled = false;
  /** Whether a batch may start now: a slot is free, and it is full or no short one is running. */
  const mayStart = () =>
    waiting.length > 0 && running < concurrency && (waiting.length >= maxItems || !shortRunning);

  const runOne = async (w: Waiting) => {
    try {
      const [result] = await run([w.item]);
      w.resolve(result as O);
    } catch (error) {
      w.reject(error);
    }
  };

  const sizes = batchItems.labels({ batch: name });
  const runBatch = async (batch: Waiting[]) => {
    sizes.observe(batch.length);
    try {
      const results = await run(batch.map((w) => w.item));
      if (results.length !== batch.length) {
        throw new Error(`a batch of ${batch.length} returned ${results.length} results`);
      }
      for (const [i, w] of batch.entries()) w.resolve(results[i] as O);
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else for (const w of batch) await runOne(w);
    }
  };

  const flush = () => {
    scheduled = false;
    while (mayStart()) {
      const batch = waiting.slice(0, maxItems);
      waiting = waiting.slice(batch.length);
      const short = batch.length < maxItems;
      if (short) shortRunning = true;
      running++;
      void runBatch(batch).finally(() => {
        running--;
        if (short) shortRunning = false;
        schedule();
      });
    }
  };

  const schedule = () => {
    if (scheduled || !mayStart()) return;
    scheduled = true;
    setImmediate(flush);
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      schedule();
    });
}
