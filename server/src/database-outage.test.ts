import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from '../test/app.js';
import { type DbProxy, startDbProxy } from '../test/db-proxy.js';
import { eventually, get } from '../test/requests.js';

/**
 * While PostgreSQL is stalled or down, every request is answered 503 within the request wait
 * (DATABASE_WAIT_MS), the readiness check names the database, the liveness check still answers,
 * and once the database is back Sabora serves again by itself (docs/operations.md, "When the
 * database fails"). The database is reached through a proxy that stalls or refuses on demand.
 */
const WAIT_MS = 1_000;
let t: TestContext;
let proxy: DbProxy;
beforeAll(async () => {
  proxy = await startDbProxy(inject('postgresUrl'));
  t = await createTestApp({ DATABASE_WAIT_MS: String(WAIT_MS) }, { proxy });
});
afterAll(async () => {
  await proxy.restore();
  await t.close();
  await proxy.close();
});

/** A reply and how long it took. */
async function timed(url: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const reply = await get(t, url, headers);
  return { reply, ms: performance.now() - started };
}

async function expectServedAgain(headers: Record<string, string>) {
  const health = await eventually(
    async () => (await get(t, '/api/health', {})).statusCode,
    (status) => status === 200,
    10_000,
  );
  expect(health).toBe(200);
  expect((await get(t, '/api/subjects', headers)).statusCode).toBe(200);
}

async function expectRefusedQuickly(headers: Record<string, string>) {
  const health = await timed('/api/health');
  expect(health.reply.statusCode).toBe(503);
  expect(health.reply.json()).toMatchObject({ success: false, code: 'databaseUnreachable' });
  expect(health.ms).toBeLessThan(5_000);

  const subjects = await timed('/api/subjects', headers);
  expect(subjects.reply.statusCode).toBe(503);
  expect(subjects.reply.json()).toMatchObject({
    success: false,
    code: 'databaseUnavailable',
    message: 'The database cannot be reached just now. Please try again in a moment.',
  });
  expect(subjects.reply.headers['retry-after']).toBe('5');
  expect(subjects.ms).toBeLessThan(5_000);

  // The process itself is fine: a supervisor must not restart it for this.
  const live = await timed('/api/health/live');
  expect(live.reply.statusCode).toBe(200);
  expect(live.ms).toBeLessThan(1_000);
}

describe('when the database fails', () => {
  it('a stalled database: 503 within the wait, then served again once it answers', async () => {
    const admin = await signedIn(t, 'admin');
    expect((await get(t, '/api/subjects', admin.headers)).statusCode).toBe(200);
    proxy.stall();
    await expectRefusedQuickly(admin.headers);
    // Many at once are refused too, none waits longer.
    const many = await Promise.all(Array.from({ length: 20 }, () => timed('/api/subjects', admin.headers)));
    expect(many.map(({ reply }) => reply.statusCode)).toEqual(Array(20).fill(503));
    expect(Math.max(...many.map(({ ms }) => ms))).toBeLessThan(5_000);
    await proxy.restore();
    await expectServedAgain(admin.headers);
  });

  it('a database that is down: 503 at once, then served again once it is back', async () => {
    const admin = await signedIn(t, 'admin');
    await proxy.refuse();
    await expectRefusedQuickly(admin.headers);
    await proxy.restore();
    await expectServedAgain(admin.headers);
  });
});
