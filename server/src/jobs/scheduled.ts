import cronParser from 'cron-parser';
import { type JobQueue, jobKind, worker } from './queue.js';

interface Context {
  jobs: JobQueue;
}

/** When a job runs: a cron expression (five fields, or six with seconds) read on a time zone's clock. */
export interface Schedule {
  cron: string;
  timeZone: string;
}

/** Whether `text` is a cron expression a schedule can hold. */
export function isCronExpression(text: string): boolean {
  try {
    cronParser.parseExpression(text);
    return true;
  } catch {
    return false;
  }
}

/** The first moment after `after` that the schedule names. */
export function nextRun(schedule: Schedule, after: Date): Date {
  return cronParser
    .parseExpression(schedule.cron, { tz: schedule.timeZone, currentDate: after })
    .next()
    .toDate();
}

interface Slot extends Schedule {
  /** The moment this job was queued for. */
  at: string;
}

/**
 * A job run at the moments a schedule names (a nightly backup), through the job queue: each run
 * first queues the next, so the chain is a row that survives restarts, and one waiting job per
 * schedule (the 'short' policy, keyed by the schedule) makes it run once however many processes
 * serve the school. A slot missed while no process ran is run when one starts again, once. A run
 * that fails is tried again (so `run` skips a slot it has already done).
 * Changing the schedule starts a new chain at start-up; the old chain's waiting job then ends it
 * without running. No schedule (undefined) runs nothing.
 */
export function scheduledJob<C extends Context>(
  name: string,
  scheduleOf: (ctx: C) => Schedule | undefined,
  run: (ctx: C, slot: Date, stopping: AbortSignal) => Promise<unknown>,
  options: { expireInSeconds?: number } = {},
) {
  // Retried: a job a stopping server fetched is failed to be tried again, and without a retry
  // its chain would end there. `run` must therefore know a slot it already did.
  const kind = jobKind<Slot>({ name, policy: 'short', retryLimit: 2, ...options });
  const key = (schedule: Schedule) => `${name} ${schedule.cron} ${schedule.timeZone}`;
  const queueAfter = async (ctx: C, schedule: Schedule, after: Date) => {
    const at = nextRun(schedule, after);
    await ctx.jobs.send(
      kind,
      { cron: schedule.cron, timeZone: schedule.timeZone, at: at.toISOString() },
      { startAfter: at, singletonKey: key(schedule) },
    );
  };
  return {
    kind,
    worker: (ctx: C) =>
      worker(kind, async (slot, stopping) => {
        const schedule = scheduleOf(ctx);
        if (!schedule || key(schedule) !== key(slot)) return;
        const at = new Date(slot.at);
        // After the slot itself too, should this clock be behind the database's.
        await queueAfter(ctx, schedule, new Date(Math.max(Date.now(), at.getTime())));
        await run(ctx, at, stopping);
      }),
    /** Queues the next run (at start-up, after the workers): a no-op if it already waits. */
    start: async (ctx: C) => {
      const schedule = scheduleOf(ctx);
      if (schedule) await queueAfter(ctx, schedule, new Date());
    },
  };
}
