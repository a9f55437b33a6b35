import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { RefusalCounts } from './malformed-requests.js';

describe('RefusalCounts', () => {
  it('counts per address and starts afresh each window', () => {
    const counts = new RefusalCounts(2, 10_000);
    counts.note('a', 0);
    expect(counts.isOver('a', 1)).toBe(false);
    counts.note('a', 2);
    expect(counts.isOver('a', 3)).toBe(true);
    expect(counts.isOver('b', 3)).toBe(false);
    expect(counts.secondsLeft(3)).toBe(10);
    expect(counts.isOver('a', 10_000)).toBe(false);
  });
});

describe('an address sending malformed requests', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ MALFORMED_REQUEST_LIMIT: '3' });
  });
  afterAll(() => t.close());

  const deep = (remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: { 'content-type': 'application/json' },
      payload: `{"token":"x","z":${'['.repeat(100)}${']'.repeat(100)}}`,
      remoteAddress,
    });
  const health = (remoteAddress: string) =>
    t.app.inject({ method: 'GET', url: '/api/health', remoteAddress });

  it('is made to wait once past its limit, on any route, while other addresses are served', async () => {
    for (let i = 0; i < 3; i++) expect((await deep('10.0.0.1')).json().code).toBe('jsonTooDeep');
    const held = await health('10.0.0.1');
    expect(held.statusCode).toBe(429);
    expect(held.json().code).toBe('tooManyMalformedRequests');
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect(held.headers.connection).toBe('close');
    expect((await health('10.0.0.2')).statusCode).toBe(200);
  });

  it('does not count ordinary refusals (a wrong password, a missing field)', async () => {
    for (let i = 0; i < 5; i++) {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token: 'not-a-real-token' },
        remoteAddress: '10.0.0.3',
      });
      expect(reply.statusCode).toBe(400);
    }
    expect((await health('10.0.0.3')).statusCode).toBe(200);
  });
});
