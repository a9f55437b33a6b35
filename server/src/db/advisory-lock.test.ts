import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, inject, it } from 'vitest';
import { adminQuery, databaseUrl, dropDatabase } from '../../test/postgres-admin.js';
import { withSessionLock } from './advisory-lock.js';
import { openPostgres } from './client.js';

const journal = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };

it('lets processes started together on an empty database migrate it in turn, each ready after', async () => {
  const server = inject('postgresUrl');
  const name = `sabora_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(server, `CREATE DATABASE ${name}`);
  const url = databaseUrl(server, name);
  const processes = [openPostgres(url), openPostgres(url), openPostgres(url)];
  try {
    await Promise.all(processes.map((p) => p.migrate()));
    const result = await processes[0]!.executeSql(
      'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
    );
    const [{ n }] = (Array.isArray(result) ? result[0]! : result).rows as [{ n: number }];
    expect(n).toBe(journal.entries.length);
  } finally {
    await Promise.all(processes.map((p) => p.close()));
    await dropDatabase(server, name);
  }
}, 60_000);

it('runs one holder at a time: a waiter waits, a try without waiting is told no', async () => {
  const url = inject('postgresUrl');
  const key = 990_001;
  const order: string[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const first = withSessionLock(url, key, { wait: true }, async () => {
    order.push('first in');
    await held;
    order.push('first out');
  });
  while (!order.includes('first in')) await sleep(10);
  expect(
    await withSessionLock(url, key, { wait: false }, async () => {
      order.push('try');
    }),
  ).toBe(false);
  const second = withSessionLock(url, key, { wait: true }, async () => {
    order.push('second');
  });
  await sleep(200);
  release();
  await Promise.all([first, second]);
  expect(order).toEqual(['first in', 'first out', 'second']);
  // Let go when each ended: a try now holds it.
  expect(await withSessionLock(url, key, { wait: false }, async () => {})).toBe(true);
});
