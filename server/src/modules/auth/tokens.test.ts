import { randomUUID } from 'node:crypto';
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, createUser, TEST_PASSWORD, type TestContext } from '../../../test/app.js';

/** Tokens, logout, cross-site writes, HSTS (docs/decisions.md, "Tokens", "Cross-site writes (CSRF)"). */
let t: TestContext;
let user: Awaited<ReturnType<typeof createUser>>;
const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://sabora.test' });
  user = await createUser(t, 'student');
});
afterAll(() => t.close());

const me = (headers: Record<string, string>, cookies?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers, ...(cookies && { cookies }) });
const signIn = async () => {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  return reply.json().data.token as string;
};

describe('tokens', () => {
  it('refuses a well-signed token without an expiry, or whose subject is not an id, with 401', async () => {
    const noExpiry = createSigner({ key: SECRET, algorithm: 'HS256' })({
      sub: user.id,
      tv: user.tokenVersion,
      jti: randomUUID(),
    });
    expect((await me({ authorization: `Bearer ${noExpiry}` })).statusCode).toBe(401);
    const sign = createSigner({ key: SECRET, algorithm: 'HS256', expiresIn: 60_000 });
    const notAnId = sign({ sub: 'not-a-uuid', tv: 0, jti: randomUUID() });
    expect((await me({ authorization: `Bearer ${notAnId}` })).statusCode).toBe(401);
    const noSession = sign({ sub: user.id, tv: user.tokenVersion });
    expect((await me({ authorization: `Bearer ${noSession}` })).statusCode).toBe(401);
  });

  it('keeps a checked token only until its expiry, and never for a token changed by one character', async () => {
    // A verified token is kept between requests; what is kept must not outlive it. The
    // clock the server reads (Date) is held still, then moved past the expiry: no waiting, and a
    // slow machine cannot let the token expire before its first use.
    vi.setSystemTime(Date.now());
    try {
      const short = createSigner({ key: SECRET, algorithm: 'HS256', expiresIn: 1500 })({
        sub: user.id,
        tv: user.tokenVersion,
        jti: randomUUID(),
      });
      expect((await me({ authorization: `Bearer ${short}` })).statusCode).toBe(200);
      // A character inside the signature (the last one carries padding bits that decode alike).
      const at = short.length - 10;
      const changed = `${short.slice(0, at)}${short[at] === 'A' ? 'B' : 'A'}${short.slice(at + 1)}`;
      expect((await me({ authorization: `Bearer ${changed}` })).statusCode).toBe(401);
      vi.setSystemTime(Date.now() + 1600);
      expect((await me({ authorization: `Bearer ${short}` })).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads the Bearer scheme in any case', async () => {
    const token = await signIn();
    expect((await me({ authorization: `bearer ${token}` })).statusCode).toBe(200);
    expect((await me({ authorization: `BEARER ${token}` })).statusCode).toBe(200);
  });

  it('logout revokes that session’s token; the user’s other sessions stay signed in', async () => {
    const phone = await signIn();
    const laptop = await signIn();
    expect((await me({ authorization: `Bearer ${phone}` })).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${phone}` },
    });
    expect(logout.statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${phone}` })).statusCode).toBe(401);
    expect((await me({}, { sabora_token: phone })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${laptop}` })).statusCode).toBe(200);
  });

  it('logout with the cookie alone (as the web app signs out) revokes it and clears it', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    const cookie = login.cookies.find((c) => c.name === 'sabora_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const session = { sabora_token: cookie!.value };
    expect((await me({}, session)).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'sec-fetch-site': 'same-origin', origin: 'http://sabora.test' },
      cookies: session,
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((c) => c.name === 'sabora_token')).toMatchObject({ value: '', path: '/' });
    // A copy of the cookie kept from before (another tab, a stolen one) no longer signs in.
    expect((await me({}, session)).statusCode).toBe(401);
  });
});

describe('cross-site writes', () => {
  const readAll = (headers: Record<string, string>, cookieToken?: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/notifications/read-all',
      headers,
      ...(cookieToken && { cookies: { sabora_token: cookieToken } }),
    });

  it('refuses a cookie-authenticated write from another site (Sec-Fetch-Site or Origin)', async () => {
    const token = await signIn();
    const crossSite = await readAll(
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      token,
    );
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().message).toMatch(/^Cross-site request refused/);
    expect((await readAll({ 'sec-fetch-site': 'same-site' }, token)).statusCode).toBe(403);
    expect((await readAll({ origin: 'https://evil.example' }, token)).statusCode).toBe(403);
  });

  it('checks a cookie-authenticated write whatever other Authorization header it carries', async () => {
    const token = await signIn();
    const forged = `${token.slice(0, -4)}AAAA`;
    for (const authorization of ['Basic eDp5', 'Bearer not-a-token', `Bearer ${forged}`]) {
      const reply = await readAll({ authorization, origin: 'http://evil.example' }, token);
      expect(reply.statusCode, authorization).toBe(403);
      expect(reply.json().code).toBe('crossSiteRefused');
    }
  });

  it('accepts it from this site, from a non-browser client, and any bearer call', async () => {
    const token = await signIn();
    expect((await readAll({ 'sec-fetch-site': 'same-origin' }, token)).statusCode).toBe(200);
    expect((await readAll({ origin: 'http://sabora.test' }, token)).statusCode).toBe(200);
    expect((await readAll({ origin: 'http://localhost:80' }, token)).statusCode).toBe(200);
    expect((await readAll({}, token)).statusCode).toBe(200);
    expect(
      (
        await readAll({
          authorization: `Bearer ${token}`,
          origin: 'https://evil.example',
          'sec-fetch-site': 'cross-site',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('lets reads through from anywhere (they change nothing)', async () => {
    const token = await signIn();
    expect((await me({ 'sec-fetch-site': 'cross-site' }, { sabora_token: token })).statusCode).toBe(200);
  });
});

describe('HSTS', () => {
  it('is not sent when the site is plain HTTP', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security'],
    ).toBe(undefined);
  });

  it('is sent when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://sabora.example' });
    try {
      const reply = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(reply.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await secure.close();
    }
  });
});
