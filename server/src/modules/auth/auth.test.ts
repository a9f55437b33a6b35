import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createUser,
  mailedToken,
  outbox,
  signedIn,
  TEST_PASSWORD,
  type TestContext,
  tokenFor,
} from '../../../test/app.js';
import { users, userTokens } from '../../db/schema/index.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/auth/login', () => {
  it('signs in with email and password, any case, returning the user, a token and a cookie', async () => {
    const user = await createUser(t, 'teacher');
    const res = await post('/api/auth/login', { email: user.email.toUpperCase(), password: TEST_PASSWORD });
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
    const user = await createUser(t, 'student');
    const wrong = await post('/api/auth/login', { email: user.email, password: 'not-it' });
    const unknown = await post('/api/auth/login', { email: 'nobody@example.com', password: 'whatever' });
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
    const user = await createUser(t, 'student', { isActive: false });
    const res = await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/inactive/);
  });

  it('names the missing or bad field', async () => {
    const missing = await post('/api/auth/login', { email: 'a@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      success: false,
      code: 'invalidField',
      params: expect.objectContaining({ field: 'password', issue: 'required' }),
      message: expect.stringMatching(/^password: /),
    });
    const badEmail = await post('/api/auth/login', { email: 'not-an-email', password: 'x' });
    expect(badEmail.json().message).toBe('email: must be a valid email address');
    // Issue 17: the code and the zod issue travel too, so the web can say it in Arabic.
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
    const malformed = await t.app.inject({
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
    const huge = await post('/api/auth/login', { email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().success).toBe(false);
    const noBody = await t.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(noBody.statusCode).toBe(400);
  });
});

describe('POST /api/auth/parent-login', () => {
  it('signs a parent in with email and phone, whatever the phone formatting', async () => {
    const parent = await createUser(t, 'parent', { phone: '+20 111 222 3333' });
    const res = await post('/api/auth/parent-login', { email: parent.email, phone: '+201112223333' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: expect.any(String),
      data: { user: { role: 'parent' } },
    });
    expect(res.json().data.token).toEqual(expect.any(String));
  });

  it('understands the number as Egyptians write it: nationally, or with 0020', async () => {
    const parent = await createUser(t, 'parent', { phone: '+20 111 222 6666' });
    for (const phone of ['01112226666', '0111 222 6666', '0020 111 222 6666']) {
      const res = await post('/api/auth/parent-login', { email: parent.email, phone });
      expect(res.statusCode, phone).toBe(200);
    }
    // Another number is refused, and so is one that is no number at all.
    expect(
      (await post('/api/auth/parent-login', { email: parent.email, phone: '01112226667' })).statusCode,
    ).toBe(401);
    const bogus = await post('/api/auth/parent-login', { email: parent.email, phone: '+20 100 1' });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().message).toBe('phone: must be a valid phone number');
  });

  it('refuses a wrong phone and a non-parent account', async () => {
    const parent = await createUser(t, 'parent', { phone: '+20 111 222 4444' });
    const teacher = await createUser(t, 'teacher', { phone: '+20 111 222 5555' });
    const wrongPhone = await post('/api/auth/parent-login', {
      email: parent.email,
      phone: '+20 111 222 0000',
    });
    const notParent = await post('/api/auth/parent-login', {
      email: teacher.email,
      phone: '+20 111 222 5555',
    });
    expect(wrongPhone.statusCode).toBe(401);
    expect(notParent.statusCode).toBe(401);
    expect(wrongPhone.json().message).toBe('Invalid parent email or phone number');
  });
});

describe('POST /api/auth/register', () => {
  const newUser = (email: string) => ({
    firstName: 'Lina',
    lastName: 'Samir',
    email,
    phone: '+20 100 555 1234',
    password: 'lina-pass',
    role: 'student',
  });

  it('is for admins only', async () => {
    const anonymous = await post('/api/auth/register', newUser('anon@example.com'));
    expect(anonymous.statusCode).toBe(401);
    const { headers } = await signedIn(t, 'teacher');
    const teacher = await post('/api/auth/register', newUser('byteacher@example.com'), headers);
    expect(teacher.statusCode).toBe(403);
    expect(teacher.json()).toEqual({ success: false, code: 'permissionDenied', message: expect.any(String) });
  });

  it('creates an account of any role, mails a verification link that works once, and refuses a duplicate email', async () => {
    const { headers } = await signedIn(t, 'admin');
    const res = await post(
      '/api/auth/register',
      { ...newUser('Lina.Samir@Example.com'), role: 'admin' },
      headers,
    );
    expect(res.statusCode).toBe(201);
    const created = res.json().data.user;
    expect(created).toMatchObject({
      id: expect.any(String),
      role: 'admin',
      email: 'lina.samir@example.com',
      emailVerifiedAt: null,
    });
    expect(await tokenFor(t, 'lina.samir@example.com', 'lina-pass')).toEqual(expect.any(String));

    const duplicate = await post('/api/auth/register', newUser('LINA.samir@example.com'), headers);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('email: an account with this email already exists');

    const token = await mailedToken(t, 'lina.samir@example.com', 'verify-email');
    const verified = await post('/api/auth/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, created.id));
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date);
    const again = await post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
  });

  it('validates every field', async () => {
    const { headers } = await signedIn(t, 'admin');
    const short = await post(
      '/api/auth/register',
      { ...newUser('short@example.com'), password: '12345' },
      headers,
    );
    expect(short.json().message).toBe('password: must be at least 8 characters');
    // Long enough but among the first any guessing attack tries, in any case.
    for (const password of ['password1', 'Qwerty123', 'ILOVEYOU2']) {
      const common = await post(
        '/api/auth/register',
        { ...newUser('common@example.com'), password },
        headers,
      );
      expect(common.statusCode, password).toBe(400);
      expect(common.json()).toMatchObject({
        code: 'invalidField',
        params: { field: 'password', issue: 'commonPassword' },
        message: 'password: is one of the most common passwords; choose one that is harder to guess',
      });
    }
    const role = await post(
      '/api/auth/register',
      { ...newUser('role@example.com'), role: 'superuser' },
      headers,
    );
    expect(role.statusCode).toBe(400);
    expect(role.json().message).toMatch(/^role: /);
    const name = await post(
      '/api/auth/register',
      { ...newUser('name@example.com'), firstName: '  ' },
      headers,
    );
    expect(name.json().message).toBe('firstName: is required');
  });
});

describe('forgot and reset password', () => {
  it('answers the same whether or not the email exists, and mails a single-use link', async () => {
    const user = await createUser(t, 'student');
    const known = await post('/api/auth/forgot-password', { email: user.email });
    const unknown = await post('/api/auth/forgot-password', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const oldToken = await tokenFor(t, user.email);
    const token = await mailedToken(t, user.email, 'reset-password');
    // The known account's mail (queued after the unknown one's call) is out: none went to the unknown one.
    expect((await outbox(t)).some((m) => m.includes('To: ghost@example.com'))).toBe(false);
    const reset = await post('/api/auth/reset-password', { token, password: 'brand-new-pass' });
    expect(reset.statusCode).toBe(200);
    expect(await tokenFor(t, user.email, 'brand-new-pass')).toEqual(expect.any(String));
    const reused = await post('/api/auth/reset-password', { token, password: 'another-pass' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/^token: /);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(oldToken) });
    expect(me.statusCode).toBe(401);
  });

  it('retires every link still outstanding once a password is set: by a newer link, by the account, by an admin', async () => {
    const user = await createUser(t, 'student');
    const mailLink = async (previous?: string) => {
      await post('/api/auth/forgot-password', { email: user.email });
      for (;;) {
        const token = await mailedToken(t, user.email, 'reset-password');
        if (token !== previous) return token;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const resetWith = (token: string, password: string) =>
      post('/api/auth/reset-password', { token, password });

    const first = await mailLink();
    const second = await mailLink(first);
    expect((await resetWith(second, 'second-link-pass')).statusCode).toBe(200);
    expect((await resetWith(first, 'first-link-pass')).statusCode).toBe(400);

    const third = await mailLink(second);
    const own = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/password',
      headers: bearer(await tokenFor(t, user.email, 'second-link-pass')),
      payload: { currentPassword: 'second-link-pass', password: 'own-choice-pass' },
    });
    expect(own.statusCode).toBe(200);
    expect((await resetWith(third, 'third-link-pass')).statusCode).toBe(400);

    const fourth = await mailLink(third);
    const admin = await createUser(t, 'admin');
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}/password`,
      headers: bearer(await tokenFor(t, admin.email)),
      payload: { password: 'admin-set-pass' },
    });
    expect(set.statusCode).toBe(200);
    expect((await resetWith(fourth, 'fourth-link-pass')).statusCode).toBe(400);
    expect(await tokenFor(t, user.email, 'admin-set-pass')).toEqual(expect.any(String));
  });

  it('refuses an expired link', async () => {
    const user = await createUser(t, 'teacher');
    await post('/api/auth/forgot-password', { email: user.email });
    const token = await mailedToken(t, user.email, 'reset-password');
    await t.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, user.id));
    const res = await post('/api/auth/reset-password', { token, password: 'brand-new-pass' });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/auth/me and logout', () => {
  it('needs a token, accepts the bearer header or the cookie alone, and logout clears the cookie', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const user = await createUser(t, 'parent');
    const token = await tokenFor(t, user.email);
    const viaHeader = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(viaHeader.json().data.user.id).toBe(user.id);
    const viaCookie = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      cookies: { sabora_token: token },
    });
    expect(viaCookie.json().data.user.id).toBe(user.id);
    const garbage = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer('not.a.token'),
    });
    expect(garbage.statusCode).toBe(401);
    const logout = await post('/api/auth/logout', {}, bearer(token));
    expect(logout.statusCode).toBe(200);
    const cleared = logout.cookies.find((c) => c.name === 'sabora_token');
    expect(cleared?.value).toBe('');
  });

  it('stops accepting the token of an account that was deactivated', async () => {
    const user = await createUser(t, 'student');
    const token = await tokenFor(t, user.email);
    // Used once first, so the account is held in memory (plugins/account-cache.ts) when it changes.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode,
    ).toBe(200);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });
});

describe('PUT /api/users/{userId}/password', () => {
  it('lets an admin set a password of at least 8 characters, revoking the user’s older tokens', async () => {
    const { headers } = await signedIn(t, 'admin');
    const student = await createUser(t, 'student');
    const oldToken = await tokenFor(t, student.email);
    const url = `/api/users/${student.id}/password`;
    const short = await t.app.inject({ method: 'PUT', url, payload: { password: '12345' }, headers });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('password: must be at least 8 characters');
    const ok = await t.app.inject({ method: 'PUT', url, payload: { password: 'set-by-admin' }, headers });
    expect(ok.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(oldToken) })).statusCode,
    ).toBe(401);
    expect(await tokenFor(t, student.email, 'set-by-admin')).toEqual(expect.any(String));
  });

  it('is refused to teachers, and names a bad or unknown id', async () => {
    const { headers } = await signedIn(t, 'teacher');
    const student = await createUser(t, 'student');
    const forbidden = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${student.id}/password`,
      payload: { password: 'nope-nope' },
      headers,
    });
    expect(forbidden.statusCode).toBe(403);
    const admin = await signedIn(t, 'admin');
    const badId = await t.app.inject({
      method: 'PUT',
      url: '/api/users/42/password',
      payload: { password: 'not-guessable-7' },
      headers: admin.headers,
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('userId: must be a valid id');
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/users/00000000-0000-4000-8000-000000000000/password',
      payload: { password: 'not-guessable-7' },
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('unknown API routes', () => {
  it('answer 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      code: 'noSuchRoute',
      params: { method: 'GET', url: '/api/does-not-exist' },
      message: 'No such API route: GET /api/does-not-exist',
    });
  });
});
