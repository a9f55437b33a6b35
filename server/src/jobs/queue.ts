import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';
import { batched } from '../lib/batch.js';

/**
 * Work that must outlive a request or a restart (reminders, mail) goes through a job queue kept in
 * PostgreSQL (pg-boss; docs/decisions.md, "Job queue"): jobs are rows, so a restart
 * or a crash loses none, and any number of server processes share them (each job runs once).
 * It runs on the same database as everything else, embedded or server, through
 * `Database.executeSql`, in pg-boss's own schema `pgboss`.
 */

/** A kind of job: its queue's name and how it is queued and retried. `T` is its data. */
export interface JobKind<T extends object> {
  name: string;
  /** 'short': at most one waiting job per singletonKey (a reminder is not queued twice). */
  policy?: 'standard' | 'short';
  retryLimit?: number;
  /** How long one run may take before the queue counts it failed (pg-boss's default: 15 minutes). */
  expireInSeconds?: number;
  /** Never read: carries the data's type from the kind to `send` and the worker. */
  readonly data?: T;
}

export const jobKind = <T extends object>(kind: Omit<JobKind<T>, 'data'>): JobKind<T> => kind;

/**
 * What runs a kind of job; it must be safe to run twice (a retry after a crash does). `stopping`
 * aborts when the queue stops: a long job (a backup) ends early then, instead of holding the
 * server's stop until it is done.
 */
export interface JobWorker {
  kind: JobKind<object>;
  handle(data: object, stopping: AbortSignal): Promise<void>;
}

export const worker = <T extends object>(
  kind: JobKind<T>,
  handle: (data: T, stopping: AbortSignal) => Promise<void>,
): JobWorker => ({
  kind: kind as JobKind<object>,
  handle: handle as (data: object, stopping: AbortSignal) => Promise<void>,
});

export interface SendOptions {
  /** Run no earlier than this. */
  startAfter?: Date;
  singletonKey?: string;
}

export interface JobQueue {
  /**
   * Queues a job. Call it after the transaction that decided it has committed: the queue writes
   * on a connection of its own, so a job sent from inside a transaction that then rolls back
   * would still run.
   */
  send<T extends object>(kind: JobKind<T>, data: T, options?: SendOptions): Promise<void>;
  /**
   * `send` without waiting for it, for a hot path that must not pay the queue's round trip (a
   * quiz start): a failure is logged, not thrown, so the caller needs another way to catch up
   * (quizzes re-queue their deadlines at start-up).
   */
  sendSoon<T extends object>(kind: JobKind<T>, data: T, options?: SendOptions): void;
  /** Creates the queues and starts a worker for each. */
  start(workers: readonly JobWorker[]): Promise<void>;
  /** Waits for running jobs (up to 10 s) so none outlives the database. */
  stop(): Promise<void>;
  /** Jobs by kind and state (waiting: due or not yet; active; failed and kept), for the metrics. */
  counts(): Promise<{ queue: string; state: 'waiting' | 'active' | 'failed'; count: number }[]>;
  /** Told of each run that fails in this process, by its kind. */
  onFailure(listener: (queue: string) => void): void;
}

export interface JobQueueOptions {
  /** How often idle workers look for due jobs (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
}

export function createJobQueue(
  database: Database,
  log: FastifyBaseLogger,
  options: JobQueueOptions = {},
): JobQueue {
  /**
   * pg-boss's own queries now running, and whether the queue is stopping or has stopped: after
   * stop() nothing of pg-boss may reach the database, which its owner is about to close. pg-boss
   * does not await everything it starts (a job's completion, a worker loop's fetch that returns
   * after stop), so stop() waits until none of its queries and none of our handlers is running,
   * and a query that still comes later is never answered: the loop that sent it just ends there,
   * with no error to report. A job fetched that late is not run but failed, so it is retried soon.
   */
  const inFlight = new Set<Promise<unknown>>();
  let stopping = false;
  let stopped = false;
  /** Tells running handlers that the queue is stopping (JobWorker's `stopping`). */
  const stop = new AbortController();
  const executeSql = (text: string, values: unknown[]) => {
    if (stopped) return new Promise<never>(() => {});
    const query = database.executeSql(text, values);
    inFlight.add(query);
    query.then(
      () => inFlight.delete(query),
      () => inFlight.delete(query),
    );
    return query;
  };
  const boss = new PgBoss({
    db: { executeSql: executeSql as never },
    // Cron schedules are not used; the clock monitor they need would only add queries.
    schedule: false,
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  let started: Promise<unknown> | undefined;
  /** This process's worker of each queue: told of a job due now, it takes it without waiting to poll. */
  const workerIds = new Map<string, string>();
  /**
   * Handlers running now. pg-boss's stop() can resolve while one runs (its worker is already
   * removed), and the job's completion is written right after the handler returns, so stop() waits
   * for these itself before the database may close.
   */
  const running = new Set<Promise<unknown>>();
  const failureListeners: ((queue: string) => void)[] = [];
  async function send<T extends object>(kind: JobKind<T>, data: T, sendOptions: SendOptions = {}) {
    if (stopped) throw new Error('the job queue has stopped');
    await started;
    await boss.send(kind.name, data, {
      ...(sendOptions.startAfter && { startAfter: sendOptions.startAfter }),
      ...(sendOptions.singletonKey && { singletonKey: sendOptions.singletonKey }),
    });
    const worker = workerIds.get(kind.name);
    if (worker && !sendOptions.startAfter) boss.notifyWorker(worker);
  }
  /**
   * sendSoon's jobs that arrive together go as one insert (lib/batch.ts): the deadlines of a year
   * group's quiz starts are a few statements, not one per student.
   */
  const insertSoon = batched<PgBoss.JobInsert, void>(
    async (jobs) => {
      if (stopped) throw new Error('the job queue has stopped');
      await started;
      await boss.insert([...jobs]);
      for (const name of new Set(jobs.filter((j) => !j.startAfter).map((j) => j.name))) {
        const worker = workerIds.get(name);
        if (worker) boss.notifyWorker(worker);
      }
      return jobs.map(() => undefined);
    },
    { name: 'job_insert', concurrency: 2, maxItems: 500 },
  );
  return {
    send,
    sendSoon(kind, data, sendOptions = {}) {
      const job = { name: kind.name, data, ...sendOptions };
      const sending = insertSoon(job).catch((error: unknown) =>
        log.error({ err: error, job: kind.name }, 'job not queued'),
      );
      // stop() waits for it like for pg-boss's own queries, so it never outlives the database.
      inFlight.add(sending);
      void sending.then(() => inFlight.delete(sending));
    },
    async start(workers) {
      started = boss.start();
      await started;
      for (const { kind, handle } of workers) {
        await boss.createQueue(kind.name, {
          name: kind.name,
          policy: kind.policy ?? 'standard',
          retryLimit: kind.retryLimit ?? 5,
          retryBackoff: true,
          ...(kind.expireInSeconds && { expireInSeconds: kind.expireInSeconds }),
        });
        const id = await boss.work<object>(kind.name, (jobs) => {
          if (stopping) return Promise.reject(new Error('the job queue is stopping; retried later'));
          const run = (async () => {
            for (const job of jobs) {
              try {
                await handle(job.data, stop.signal);
              } catch (error) {
                log.error({ err: error, job: kind.name, id: job.id }, 'job failed; it will be retried');
                for (const listener of failureListeners) listener(kind.name);
                throw error;
              }
            }
          })();
          running.add(run);
          const done = () => {
            running.delete(run);
            // A job was found, so more may be waiting (an import queues a mail per student): fetch
            // again at once instead of one job per polling interval. An empty fetch then sleeps.
            const id = workerIds.get(kind.name);
            if (id && !stopping) boss.notifyWorker(id);
          };
          run.then(done, done);
          return run;
        });
        workerIds.set(kind.name, id);
      }
    },
    async counts() {
      const result = await database.executeSql(
        `SELECT name AS queue,
                CASE WHEN state IN ('created', 'retry') THEN 'waiting' ELSE state::text END AS state,
                count(*)::int AS count
           FROM pgboss.job
          WHERE state IN ('created', 'retry', 'active', 'failed')
          GROUP BY 1, 2`,
        [],
      );
      const rows = (Array.isArray(result) ? result[0]! : result).rows;
      return rows as { queue: string; state: 'waiting' | 'active' | 'failed'; count: number }[];
    },
    onFailure(listener) {
      failureListeners.push(listener);
    },
    async stop() {
      stopping = true;
      stop.abort(new Error('the job queue is stopping'));
      await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
      // Until nothing runs: a handler's end starts its completion query, a fetch's end may start
      // a failure query, each some promise steps later. So the check comes after a setImmediate,
      // when those steps have all run; checking right after the wait would miss them.
      for (;;) {
        await new Promise((resolve) => setImmediate(resolve));
        if (running.size === 0 && inFlight.size === 0) break;
        await Promise.allSettled([...running, ...inFlight]);
      }
      stopped = true;
    },
  };
}
