import { type JobQueue, jobKind, worker } from './queue.js';

interface Context {
  jobs: JobQueue;
}

/**
 * A check that runs every few seconds through the job queue (missing work, due reminders): each
 * run queues its successor first, so the chain survives restarts (it is a row), several processes
 * keep one chain (the 'short' policy keeps one waiting job), and a failed run is simply the next
 * one's to catch up on. An interval of 0 turns it off (the tests).
 */
export function periodicCheck<C extends Context>(
  name: string,
  everySeconds: (ctx: C) => number,
  run: (ctx: C) => Promise<unknown>,
) {
  const kind = jobKind<Record<string, never>>({ name, policy: 'short', retryLimit: 0 });
  const singleton = { singletonKey: name };
  return {
    worker: (ctx: C) =>
      worker(kind, async () => {
        const seconds = everySeconds(ctx);
        if (seconds > 0) {
          await ctx.jobs.send(kind, {}, { startAfter: new Date(Date.now() + seconds * 1000), ...singleton });
        }
        await run(ctx);
      }),
    /** Starts the chain (at start-up, after the workers): a no-op if one is already waiting. */
    start: async (ctx: C) => {
      if (everySeconds(ctx) > 0) await ctx.jobs.send(kind, {}, singleton);
    },
  };
}
