import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from '../../test/app.js';
import { get } from '../../test/requests.js';

/** GET /api/metrics: what a scraper reads, and who may read it. */
const TOKEN = 'a-scraper-token-that-is-long-enough-1234';
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => t.close());

/** The value of one series in Prometheus's text format (0 when absent). */
const seriesValue = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

it('counts and times the requests by route pattern and status, and shows the pools and the process', async () => {
  const scraper = { authorization: `Bearer ${TOKEN}` };
  const before = (await get(t, '/api/metrics', scraper)).body;
  const admin = await signedIn(t, 'admin');
  await get(t, '/api/health', {});
  await get(t, '/api/health', {});
  await get(t, '/api/subjects/not-an-id', admin.headers);
  await get(t, '/api/no-such-route', {});

  const reply = await get(t, '/api/metrics', scraper);
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = reply.body;
  const health = 'sabora_http_requests_total{method="GET",route="/api/health",status="200"}';
  expect(seriesValue(text, health) - seriesValue(before, health)).toBe(2);
  // A route's pattern, not the id asked for; an unknown route under one label.
  expect(text).toMatch(
    /sabora_http_requests_total\{method="GET",route="\/api\/subjects\/:id",status="\d{3}"\} 1/,
  );
  expect(text).toContain('sabora_http_requests_total{method="GET",route="unmatched",status="404"} 1');
  expect(text).toContain(
    'sabora_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health"}',
  );
  expect(text).toMatch(/sabora_db_connections\{pool="requests",state="open"\} \d+/);
  expect(text).toMatch(/sabora_db_connections\{pool="work",state="waiting"\} 0/);
  expect(text).toContain('sabora_process_resident_memory_bytes');
  expect(text).toContain('sabora_nodejs_eventloop_lag_p99_seconds');
});

it('is read by an admin or with the token; others are refused', async () => {
  expect((await get(t, '/api/metrics', {})).statusCode).toBe(401);
  expect((await get(t, '/api/metrics', { authorization: 'Bearer wrong-token' })).statusCode).toBe(401);
  // As long as the token in characters, longer in bytes: refused like any other, not a 500.
  expect(
    (await get(t, '/api/metrics', { authorization: `Bearer ${'é'.repeat(TOKEN.length)}` })).statusCode,
  ).toBe(401);
  expect((await get(t, '/api/metrics', (await signedIn(t, 'teacher')).headers)).statusCode).toBe(403);
  expect((await get(t, '/api/metrics', (await signedIn(t, 'admin')).headers)).statusCode).toBe(200);
});
