import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freshDatabase } from '../../test/database.js';
import type { Database } from '../db/client.js';
import { createJobQueue, jobKind, worker } from './queue.js';

/**
 * The queue's owner closes the database right after stop(): these tests stand in a "closed"
 * switch for the close and record any query that still comes, which on a really closed database
 * would be an unhandled rejection.
 */
let database: Database;
let closed = false;
const lateQueries: string[] = [];
let guarded: Database;

beforeAll(async () => {
  database = await freshDatabase();
  guarded = {
    ...database,
    executeSql(text, values) {
      if (closed) {
        lateQueries.push(text);
        return Promise.reject(new Error('the database is closed'));
      }
      return database.executeSql(text, values);
    },
  };
});
afterAll(() => database.close());

const log = Fastify({ logger: false }).log;
const testJob = jobKind<{ n: number }>({ name: 'queue-test', retryLimit: 20 });
const started: number[] = [];
const handled: number[] = [];
const slowWorker = (ms: number) =>
  worker(testJob, async ({ n }) => {
    started.push(n);
    await sleep(ms);
    handled.push(n);
  });

const jobStates = async () => {
  const result = await database.executeSql(
    `SELECT state, count(*)::int AS count FROM pgboss.job WHERE name = $1 GROUP BY state`,
    [testJob.name],
  );
  const rows = (Array.isArray(result) ? result[0]! : result).rows as { state: string; count: number }[];
  return Object.fromEntries(rows.map((row) => [row.state, row.count]));
};

it('waits for a running job and its completion, and sends nothing to the database after stop', async () => {
  closed = false;
  const queue = createJobQueue(guarded, log, { pollingIntervalSeconds: 0.5 });
  await queue.start([slowWorker(300)]);
  await queue.send(testJob, { n: 1 });
  // The handler is running (the job's 'active' state in the table comes earlier: from the fetch,
  // before the handler is called, and a stop in between rightly fails the job for a retry).
  while (!started.includes(1)) await sleep(20);

  await queue.stop();
  expect(handled).toEqual([1]);
  expect(await jobStates()).toEqual({ completed: 1 });

  closed = true;
  await sleep(1500); // three polling intervals: a loop still running would query by now
  expect(lateQueries).toEqual([]);
});

it('drains a backlog at once, not one job per polling interval', async () => {
  closed = false;
  handled.length = 0;
  // A 10 s polling interval: one job per interval would take 90 s for these ten.
  const queue = createJobQueue(guarded, log, { pollingIntervalSeconds: 10 });
  await queue.start([slowWorker(20)]);
  for (let n = 200; n < 210; n++) await queue.send(testJob, { n });
  await expect.poll(() => handled.length, { timeout: 8_000 }).toBe(10);
  await queue.stop();
});

it('stopped at any moment, loses no job and lets no late query through', async () => {
  for (let n = 100; n < 130; n++) {
    closed = false;
    const queue = createJobQueue(guarded, log, { pollingIntervalSeconds: 0.5 });
    await queue.start([slowWorker(n % 3 === 0 ? 50 : 0)]);
    await queue.send(testJob, { n });
    await sleep(n % 15); // stop before, while and after the job is fetched and run
    await queue.stop();
    closed = true;
    await sleep(50);
  }
  await sleep(1000);
  expect(lateQueries).toEqual([]);

  // None is left taken by a stopped queue ('active' would wait for its 15-minute expiry) or given up.
  const states = await jobStates();
  expect(states.active ?? 0).toBe(0);
  expect(states.failed ?? 0).toBe(0);
  // A job refused during a stop waits for its retry with a backoff that doubles each time; it may
  // have been refused in several rounds. Make every waiting job due now instead of waiting minutes.
  await database.executeSql(
    `UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND state IN ('created', 'retry')`,
    [testJob.name],
  );

  // Every job sent runs once the queue is back: none was completed without running.
  closed = false;
  const queue = createJobQueue(guarded, log, { pollingIntervalSeconds: 0.5 });
  await queue.start([slowWorker(0)]);
  const expected = Array.from({ length: 30 }, (_, i) => 100 + i);
  for (let tries = 0; tries < 300 && !expected.every((n) => handled.includes(n)); tries++) await sleep(100);
  await queue.stop();
  expect(expected.filter((n) => !handled.includes(n))).toEqual([]);
}, 60_000);

it('queues the jobs sent soon together in one insert, and runs each', async () => {
  closed = false;
  handled.length = 0;
  const queue = createJobQueue(guarded, log, { pollingIntervalSeconds: 10 });
  await queue.start([slowWorker(0)]);
  const inserts: string[] = [];
  // One statement for all of them: count pg-boss's job inserts while the batch is written.
  const executeSql = guarded.executeSql;
  guarded.executeSql = (text, values) => {
    if (/INSERT INTO pgboss\.job/i.test(text)) inserts.push(text);
    return executeSql(text, values);
  };
  try {
    for (let n = 300; n < 340; n++) queue.sendSoon(testJob, { n }, { singletonKey: `soon-${n}` });
    // Due now: the worker is told at once, without waiting for its 10 s polling interval.
    await expect.poll(() => handled.length, { timeout: 8_000 }).toBe(40);
  } finally {
    guarded.executeSql = executeSql;
  }
  expect(inserts.length).toBeLessThanOrEqual(2);
  expect([...handled].sort()).toEqual(Array.from({ length: 40 }, (_, i) => 300 + i));
  await queue.stop();
});
