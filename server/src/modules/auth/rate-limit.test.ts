import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.js';

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
  expect(last).toEqual({ success: false, message: 'Too many attempts. Please wait 1 minute and try again.' });
});
