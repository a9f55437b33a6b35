import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freshDatabase } from '../../test/database.js';
import type { Database } from '../db/client.js';
import { createJobQueue, type JobQueue } from './queue.js';
import { isCronExpression, nextRun, type Schedule, scheduledJob } from './scheduled.js';

it('reads a schedule on its time zone’s clock, summer time included', () => {
  const nightly = { cron: '30 2 * * *', timeZone: 'Africa/Cairo' };
  // Cairo is UTC+2 in winter and UTC+3 in summer.
  expect(nextRun(nightly, new Date('2026-12-02T00:00:00Z')).toISOString()).toBe('2026-12-02T00:30:00.000Z');
  expect(nextRun(nightly, new Date('2026-12-02T00:30:00Z')).toISOString()).toBe('2026-12-03T00:30:00.000Z');
  expect(nextRun(nightly, new Date('2026-07-01T12:00:00Z')).toISOString()).toBe('2026-07-01T23:30:00.000Z');
  expect(nextRun({ ...nightly, timeZone: 'UTC' }, new Date('2026-12-02T00:00:00Z')).toISOString()).toBe(
    '2026-12-02T02:30:00.000Z',
  );
  expect(isCronExpression('30 2 * * *')).toBe(true);
  expect(isCronExpression('*/2 * * * * *')).toBe(true);
  expect(isCronExpression('daily')).toBe(false);
  expect(isCronExpression('61 2 * * *')).toBe(false);
});

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const log = Fastify({ logger: false }).log;

it('runs at the moments named, and a changed schedule ends the old chain without running it', async () => {
  let schedule: Schedule | undefined = { cron: '* * * * * *', timeZone: 'UTC' };
  const ran: { cron: string; slot: Date }[] = [];
  const job = scheduledJob(
    'scheduled-test',
    () => schedule,
    async (_ctx, slot) => {
      ran.push({ cron: schedule!.cron, slot });
    },
  );
  const queue: JobQueue = createJobQueue(database, log, { pollingIntervalSeconds: 0.5 });
  const ctx = { jobs: queue };
  await queue.start([job.worker(ctx)]);
  try {
    await job.start(ctx);
    await job.start(ctx);
    while (ran.length < 3) await sleep(100);
    // One chain however often it is started: every slot once, each a whole second.
    const slots = ran.map((r) => r.slot.getTime());
    expect(new Set(slots).size).toBe(slots.length);
    for (const slot of slots) expect(slot % 1000).toBe(0);

    // The schedule changes (as at a restart with another BACKUP_SCHEDULE): the waiting job of the
    // old one ends its chain; the new one's start begins another.
    schedule = { cron: '*/2 * * * * *', timeZone: 'UTC' };
    const changedAt = ran.length;
    await job.start(ctx);
    while (ran.length < changedAt + 2) await sleep(100);
    for (const run of ran.slice(changedAt)) expect(run.slot.getUTCSeconds() % 2).toBe(0);

    schedule = undefined;
    await sleep(2_500);
    const stopped = ran.length;
    await sleep(2_500);
    expect(ran.length).toBe(stopped);
  } finally {
    await queue.stop();
  }
}, 30_000);
