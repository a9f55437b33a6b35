import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from '../../test/app.js';
import { makeSubject } from '../../test/factories.js';

/** Replies over 1 KB go compressed as the client accepts, and decode to the same JSON. */
let t: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
  for (let i = 0; i < 30; i++) await makeSubject(t, { name: `Compressed subject ${i}` });
});
afterAll(() => t.close());

const subjects = (encoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/subjects?limit=100',
    headers: { ...admin.headers, ...(encoding && { 'accept-encoding': encoding }) },
  });

it('sends a large JSON reply with brotli or gzip as the client accepts, decoding to the same JSON', async () => {
  const plain = await subjects();
  expect(plain.statusCode).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.rawPayload.length).toBeGreaterThan(1024);
  const expected = plain.json();

  const br = await subjects('gzip, deflate, br, zstd');
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(expected);

  const gzip = await subjects('gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(expected);
});

it('sends a small reply as it is', async () => {
  const health = await t.app.inject({
    method: 'GET',
    url: '/api/health',
    headers: { 'accept-encoding': 'br' },
  });
  expect(health.headers['content-encoding']).toBeUndefined();
  expect(health.json()).toEqual({ status: 'ok' });
});
