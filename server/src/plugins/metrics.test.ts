import { writeFile } from 'node:fs/promises';
import type { AddressInfo, Socket } from 'node:net';
import { connect } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from '../../test/app.js';
import { get } from '../../test/requests.js';
import { tempDir } from '../../test/temp-dirs.js';

/** GET /metrics: what a scraper reads, and who may read it. */
const TOKEN = 'a-scraper-token-that-is-long-enough-1234';

/** The value of one series in Prometheus's text format (0 when absent). */
const seriesValue = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('with METRICS_TOKEN', () => {
  let t: TestContext;
  beforeAll(async () => {
    // A job that fails for real: a scheduled backup every 2 s into a folder that cannot be made.
    const blocked = path.join(tempDir('sabora-metrics-'), 'a-file');
    await writeFile(blocked, '');
    t = await createTestApp(
      {
        METRICS_TOKEN: TOKEN,
        BACKUP_SCHEDULE: '*/2 * * * * *',
        BACKUP_DIR: path.join(blocked, 'backups'),
      },
      { jobs: { pollingIntervalSeconds: 0.5 } },
    );
  });
  afterAll(() => t.close());
  const scraper = { authorization: `Bearer ${TOKEN}` };

  it('times the requests by route pattern and status, and shows the pools, the queue and the process', async () => {
    const before = (await get(t, '/metrics', scraper)).body;
    const admin = await signedIn(t, 'admin');
    await get(t, '/api/health', {});
    await get(t, '/api/health', {});
    await get(t, '/api/subjects/not-an-id', admin.headers);
    await get(t, '/api/no-such-route', {});
    let text = '';
    for (const until = Date.now() + 15_000; Date.now() < until; ) {
      text = (await get(t, '/metrics', scraper)).body;
      if (seriesValue(text, 'sabora_job_failures_total{queue="scheduled-backup"}') > 0) break;
      await new Promise((r) => setTimeout(r, 200));
    }

    const reply = await get(t, '/metrics', scraper);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const health = 'http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}';
    expect(seriesValue(text, health) - seriesValue(before, health)).toBe(2);
    // A route's pattern, not the id asked for; an unknown route under one label.
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/subjects\/:id",status="\d{3}"\} 1/,
    );
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="unmatched",status="404"} 1',
    );
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health",status="200"}',
    );
    expect(text).toMatch(/sabora_db_pool_connections\{pool="requests",state="total"\} \d+/);
    expect(text).toMatch(/sabora_db_pool_connections\{pool="requests",state="idle"\} \d+/);
    expect(text).toMatch(/sabora_db_pool_connections\{pool="work",state="waiting"\} 0/);
    expect(seriesValue(text, 'sabora_job_failures_total{queue="scheduled-backup"}')).toBeGreaterThan(0);
    // The failed run is retried (and then skips its slot); the next moment waits meanwhile.
    // The next backup waits for its moment.
    expect(text).toMatch(/sabora_job_queue_jobs\{queue="scheduled-backup",state="waiting"\} [1-9]/);
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
  });

  it('counts the connections the server holds open, and lets them go when their clients leave', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const held = async () => seriesValue((await get(t, '/metrics', scraper)).body, 'sabora_http_connections');
    const sockets = await Promise.all(
      [1, 2, 3].map(
        () =>
          new Promise<Socket>((resolve, reject) => {
            const socket = connect(port, '127.0.0.1', () => resolve(socket));
            socket.once('error', reject);
          }),
      ),
    );
    // The scrape itself is injected, not a connection: the three are all there is.
    await expect.poll(held).toBe(3);
    for (const socket of sockets) socket.destroy();
    await expect.poll(held).toBe(0);
  });

  it('is read with the token from anywhere, and refused without it, even from this machine', async () => {
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
    expect((await from('203.0.113.9', scraper)).statusCode).toBe(200);
    expect((await from('127.0.0.1')).statusCode).toBe(401);
    expect((await from('127.0.0.1', { authorization: 'Bearer wrong-token' })).statusCode).toBe(401);
    // As long as the token in characters, longer in bytes: refused like any other, not a 500.
    expect(
      (await from('127.0.0.1', { authorization: `Bearer ${'é'.repeat(TOKEN.length)}` })).statusCode,
    ).toBe(401);
    // A signed-in admin is no scraper.
    expect((await from('127.0.0.1', (await signedIn(t, 'admin')).headers)).statusCode).toBe(401);
  });
});

describe('without METRICS_TOKEN', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is read from this machine only', async () => {
    const from = (remoteAddress: string) => t.app.inject({ method: 'GET', url: '/metrics', remoteAddress });
    expect((await from('127.0.0.1')).statusCode).toBe(200);
    expect((await from('::1')).statusCode).toBe(200);
    expect((await from('::ffff:127.0.0.1')).statusCode).toBe(200);
    // Through a proxy on this machine, or claiming a local address: not this machine's scraper.
    for (const header of [
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
    ]) {
      const proxied = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: header,
      });
      expect(proxied.statusCode).toBe(403);
    }
    const outside = await from('203.0.113.9');
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ success: false, code: 'permissionDenied' });
    expect((await from('10.0.0.7')).statusCode).toBe(403);
  });
});
