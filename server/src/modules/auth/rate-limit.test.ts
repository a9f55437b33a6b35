import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, secondApp, type TestContext } from '../../../test/app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '3' });
});
afterAll(() => t.close());

it.each([
  ['/api/auth/login', { email: 'someone@example.com', password: 'guess' }],
  ['/api/auth/parent-login', { email: 'someone@example.com', phone: '+20 100 000 0000' }],
  ['/api/auth/forgot-password', { email: 'someone@example.com' }],
  ['/api/auth/reset-password', { token: 'guess', password: 'guess-123' }],
])('limits %s to AUTH_RATE_LIMIT calls a minute with a clear 429', async (url, payload) => {
  const statuses: number[] = [];
  let last = { message: '' };
  for (let i = 0; i < 4; i++) {
    const res = await t.app.inject({ method: 'POST', url, payload });
    statuses.push(res.statusCode);
    last = res.json();
  }
  expect(statuses.slice(0, 3)).not.toContain(429);
  expect(statuses[3]).toBe(429);
  expect(last).toEqual({
    success: false,
    code: 'tooManyAttempts',
    message: 'Too many attempts. Please wait 1 minute and try again.',
  });
});

const wrongSignIn = (app: TestContext['app'], email: string, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'wrong-password' },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

describe('without a trusted proxy', () => {
  let direct: TestContext;
  beforeAll(async () => {
    direct = await createTestApp({ AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => direct.close());

  it('ignores X-Forwarded-For unless TRUST_PROXY is set: a new header per try does not reset the count', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await wrongSignIn(direct.app, `xff-${i}@example.com`, `203.0.113.${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('says when to retry', async () => {
    const reply = await wrongSignIn(direct.app, 'retry@example.com');
    expect(reply.statusCode).toBe(429);
    expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(reply.headers['retry-after'])).toBeLessThanOrEqual(60);
  });
});

describe('behind a trusted proxy', () => {
  let proxied: TestContext;
  beforeAll(async () => {
    proxied = await createTestApp({ AUTH_RATE_LIMIT: '3', TRUST_PROXY: 'true' });
  });
  afterAll(() => proxied.close());

  it('limits each client address, and each account whatever the address (a botnet cannot try one account more)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await wrongSignIn(proxied.app, 'victim@example.com', `198.51.100.${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Another account from another address is still let through.
    expect((await wrongSignIn(proxied.app, 'someone-else@example.com', '198.51.100.50')).statusCode).toBe(
      401,
    );
  });

  it('counts attempts in the database: two server processes on it allow the limit once, not twice', async () => {
    const second = await secondApp(proxied);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const app = i % 2 === 0 ? proxied.app : second;
        statuses.push((await wrongSignIn(app, `shared-${i}@example.com`, '192.0.2.7')).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await second.close();
    }
  });
});
