import { batchItems } from './process-metrics.js';

/**
 * Group commit for hot statements: calls that arrive while the database is busy wait
 * for it together and go as one statement, instead of one statement (and one commit, one plan,
 * one wake-up of a backend) each. A year group pressing Start at 9:00 becomes a few dozen
 * statements of a hundred students each rather than two thousand.
 *
 * No call waits on a timer: while fewer than `concurrency` batches are running, what has gathered
 * goes at the next turn of the event loop (a quiet server sends a batch of one, a few microseconds
 * later); when that many are running, the next batch gathers until one of them ends. The batches
 * that are running bound the pool connections the hot path takes, so other requests still get one.
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
  let scheduled = false;

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
    while (running < concurrency && waiting.length > 0) {
      const batch = waiting.slice(0, maxItems);
      waiting = waiting.slice(batch.length);
      running++;
      void runBatch(batch).finally(() => {
        running--;
        schedule();
      });
    }
  };

  const schedule = () => {
    if (scheduled || waiting.length === 0 || running >= concurrency) return;
    scheduled = true;
    setImmediate(flush);
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      schedule();
    });
}
