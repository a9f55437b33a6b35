import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from '../../test/app.js';
import { makeSubject } from '../../test/factories.js';
import { chosenEncoding } from './compression.js';

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

it('reads which encodings the client accepts, preferring brotli', () => {
  expect(chosenEncoding('gzip, deflate, br, zstd')).toBe('br');
  expect(chosenEncoding('gzip')).toBe('gzip');
  expect(chosenEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
  expect(chosenEncoding('*')).toBe('br');
  expect(chosenEncoding('identity')).toBeUndefined();
  expect(chosenEncoding(undefined)).toBeUndefined();
});

it('compresses a large reply off the event loop, decoding to the same JSON', async () => {
  const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(docs.rawPayload.length).toBeGreaterThan(64 * 1024);
  const br = await t.app.inject({
    method: 'GET',
    url: '/api/docs/json',
    headers: { 'accept-encoding': 'br' },
  });
  expect(br.headers['content-encoding']).toBe('br');
  expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(docs.json());
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
