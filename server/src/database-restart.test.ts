import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from '../test/app.js';
import { type DbProxy, startDbProxy } from '../test/db-proxy.js';
import { eventually, get } from '../test/requests.js';
import { tempDir } from '../test/temp-dirs.js';
import { openPostgres } from './db/client.js';
import { type EmbeddedServer, ensureDatabase, startEmbeddedServer } from './db/embedded-server.js';

/**
 * Sabora on a PostgreSQL server (DATABASE_URL) that is stopped and started again: a real server
 * process of its own here, with durability on. While it is down every request is answered 503
 * within DATABASE_WAIT_MS; once it is back Sabora serves again by itself, and what it acknowledged
 * before is all there (docs/operations.md, "When the database fails"). The server comes back on a
 * new socket, so Sabora reaches it through a proxy at one fixed address, as it would a host name.
 */
const WAIT_MS = 1_000;
let dir: string;
let server: EmbeddedServer;
let proxy: DbProxy;
let t: TestContext;
beforeAll(async () => {
  dir = path.join(tempDir('sabora-restart-'), 'db');
  server = await startEmbeddedServer({ dir });
  await ensureDatabase(server, 'sabora');
  proxy = await startDbProxy(server.url('sabora'));
  const url = proxy.via(server.url('sabora'));
  const database = openPostgres(url, { requestWaitMs: WAIT_MS });
  await database.migrate();
  t = await createTestApp({ DATABASE_WAIT_MS: String(WAIT_MS) }, { database: { ...database, url } });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await proxy?.close();
  await server?.stop();
});

it('answers 503 quickly while its PostgreSQL server is stopped, serves again once it is started, and loses nothing it acknowledged', async () => {
  const admin = await signedIn(t, 'admin');
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/users/me/settings',
    headers: admin.headers,
    payload: { language: 'fr', theme: 'dark', emailNotifications: false },
  });
  expect(saved.statusCode).toBe(200);

  await server.stop();
  for (const url of ['/api/health', '/api/users/me/settings']) {
    const started = performance.now();
    const reply = await get(t, url, admin.headers);
    expect(reply.statusCode, `${url}: ${reply.body}`).toBe(503);
    expect(performance.now() - started).toBeLessThan(5_000);
  }
  expect((await get(t, '/api/health/live', {})).statusCode).toBe(200);

  server = await startEmbeddedServer({ dir });
  proxy.retarget(server.url('sabora'));
  const health = await eventually(
    async () => (await get(t, '/api/health', {})).statusCode,
    (status) => status === 200,
    15_000,
  );
  expect(health).toBe(200);
  const settings = await get(t, '/api/users/me/settings', admin.headers);
  expect(settings.statusCode).toBe(200);
  expect(settings.json().data).toEqual({ language: 'fr', theme: 'dark', emailNotifications: false });
  // And it writes again.
  const again = await t.app.inject({
    method: 'PUT',
    url: '/api/users/me/settings',
    headers: admin.headers,
    payload: { language: 'en', theme: 'light', emailNotifications: true },
  });
  expect(again.statusCode).toBe(200);
}, 60_000);
