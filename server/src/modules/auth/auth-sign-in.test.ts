import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, TEST_PASSWORD, tokenFor } from '../../../test/app.js';
import { authSuite } from '../../../test/auth.js';
import { users } from '../../db/schema/index.js';

/** Signing in (with a password, or as a parent with a phone), the session it opens, and signing out. */

const s = authSuite();

describe('POST /api/auth/login', () => {
  it('signs in with email and password, any case, returning the user, a token and a cookie', async () => {
    const user = await createUser(s.t, 'teacher');
    const res = await s.post('/api/auth/login', { email: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.user).toMatchObject({
      id: user.id,
      _id: user.id,
      role: 'teacher',
      email: user.email,
      isActive: true,
    });
    expect(body.data.user).not.toHaveProperty('passwordHash');
    expect(body.data.token).toEqual(expect.any(String));
    const cookie = res.cookies.find((c) => c.name === 'sabora_token');
    expect(cookie).toMatchObject({ value: body.data.token, httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('refuses a wrong password and an unknown email with the same 401 message', async () => {
    const user = await createUser(s.t, 'student');
    const wrong = await s.post('/api/auth/login', { email: user.email, password: 'not-it' });
    const unknown = await s.post('/api/auth/login', { email: 'nobody@example.com', password: 'whatever' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      success: false,
      code: 'invalidCredentials',
      message: 'Invalid email or password',
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses an inactive account', async () => {
    const user = await createUser(s.t, 'student', { isActive: false });
    const res = await s.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/inactive/);
  });

  it('names the missing or bad field', async () => {
    const missing = await s.post('/api/auth/login', { email: 'a@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      success: false,
      code: 'invalidField',
      params: expect.objectContaining({ field: 'password', issue: 'required' }),
      message: expect.stringMatching(/^password: /),
    });
    const badEmail = await s.post('/api/auth/login', { email: 'not-an-email', password: 'x' });
    expect(badEmail.json().message).toBe('email: must be a valid email address');
    // The code and the zod issue travel too, so the web can say it in Arabic.
    expect(badEmail.json()).toMatchObject({
      code: 'invalidField',
      params: {
        field: 'email',
        problem: 'must be a valid email address',
        issue: 'invalid_format',
        format: 'email',
      },
    });
  });

  it('answers malformed JSON and a huge body with 4xx, never 500', async () => {
    const malformed = await s.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"email": "a@b.c", "password": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      success: false,
      code: 'invalidJson',
      message: 'Request body is not valid JSON.',
    });
    const huge = await s.post('/api/auth/login', { email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().success).toBe(false);
    const noBody = await s.t.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(noBody.statusCode).toBe(400);
  });
});

describe('POST /api/auth/parent-login', () => {
  it('signs a parent in with email and phone, whatever the phone formatting', async () => {
    const parent = await createUser(s.t, 'parent', { phone: '+20 111 222 3333' });
    const res = await s.post('/api/auth/parent-login', { email: parent.email, phone: '+201112223333' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: expect.any(String),
      data: { user: { role: 'parent' } },
    });
    expect(res.json().data.token).toEqual(expect.any(String));
  });

  it('understands the number as Egyptians write it: nationally, or with 0020', async () => {
    const parent = await createUser(s.t, 'parent', { phone: '+20 111 222 6666' });
    for (const phone of ['01112226666', '0111 222 6666', '0020 111 222 6666']) {
      const res = await s.post('/api/auth/parent-login', { email: parent.email, phone });
      expect(res.statusCode, phone).toBe(200);
    }
    // Another number is refused, and so is one that is no number at all.
    expect(
      (await s.post('/api/auth/parent-login', { email: parent.email, phone: '01112226667' })).statusCode,
    ).toBe(401);
    const bogus = await s.post('/api/auth/parent-login', { email: parent.email, phone: '+20 100 1' });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().message).toBe('phone: must be a valid phone number');
  });

  it('refuses a wrong phone and a non-parent account', async () => {
    const parent = await createUser(s.t, 'parent', { phone: '+20 111 222 4444' });
    const teacher = await createUser(s.t, 'teacher', { phone: '+20 111 222 5555' });
    const wrongPhone = await s.post('/api/auth/parent-login', {
      email: parent.email,
      phone: '+20 111 222 0000',
    });
    const notParent = await s.post('/api/auth/parent-login', {
      email: teacher.email,
      phone: '+20 111 222 5555',
    });
    expect(wrongPhone.statusCode).toBe(401);
    expect(notParent.statusCode).toBe(401);
    expect(wrongPhone.json().message).toBe('Invalid parent email or phone number');
  });
});

describe('GET /api/auth/me and logout', () => {
  it('needs a token, accepts the bearer header or the cookie alone, and logout clears the cookie', async () => {
    expect((await s.t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const user = await createUser(s.t, 'parent');
    const token = await tokenFor(s.t, user.email);
    const viaHeader = await s.t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(viaHeader.json().data.user.id).toBe(user.id);
    const viaCookie = await s.t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      cookies: { sabora_token: token },
    });
    expect(viaCookie.json().data.user.id).toBe(user.id);
    const garbage = await s.t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer('not.a.token'),
    });
    expect(garbage.statusCode).toBe(401);
    const logout = await s.post('/api/auth/logout', {}, bearer(token));
    expect(logout.statusCode).toBe(200);
    const cleared = logout.cookies.find((c) => c.name === 'sabora_token');
    expect(cleared?.value).toBe('');
  });

  it('stops accepting the token of an account that was deactivated', async () => {
    const user = await createUser(s.t, 'student');
    const token = await tokenFor(s.t, user.email);
    // Used once first, so the account is held in memory (plugins/account-cache.ts) when it changes.
    expect(
      (await s.t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode,
    ).toBe(200);
    await s.t.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect(
      (await s.t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });
});

describe('unknown API routes', () => {
  it('answer 404 JSON', async () => {
    const res = await s.t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      code: 'noSuchRoute',
      params: { method: 'GET', url: '/api/does-not-exist' },
      message: 'No such API route: GET /api/does-not-exist',
    });
  });
});
