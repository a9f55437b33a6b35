import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, mailedToken, outbox, signedIn, tokenFor } from '../../../test/app.js';
import { authSuite } from '../../../test/auth.js';
import { users, userTokens } from '../../db/schema/index.js';

/**
 * Accounts and their passwords: registering (and verifying the email), a forgotten password, a
 * password set by an admin.
 */

const s = authSuite();

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
    const anonymous = await s.post('/api/auth/register', newUser('anon@example.com'));
    expect(anonymous.statusCode).toBe(401);
    const { headers } = await signedIn(s.t, 'teacher');
    const teacher = await s.post('/api/auth/register', newUser('byteacher@example.com'), headers);
    expect(teacher.statusCode).toBe(403);
    expect(teacher.json()).toEqual({ success: false, code: 'permissionDenied', message: expect.any(String) });
  });

  it('creates an account of any role, mails a verification link that works once, and refuses a duplicate email', async () => {
    const { headers } = await signedIn(s.t, 'admin');
    const res = await s.post(
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
    expect(await tokenFor(s.t, 'lina.samir@example.com', 'lina-pass')).toEqual(expect.any(String));

    const duplicate = await s.post('/api/auth/register', newUser('LINA.samir@example.com'), headers);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('email: an account with this email already exists');

    const token = await mailedToken(s.t, 'lina.samir@example.com', 'verify-email');
    const verified = await s.post('/api/auth/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    const [row] = await s.t.database.db.select().from(users).where(eq(users.id, created.id));
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date);
    const again = await s.post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
  });

  it('validates every field', async () => {
    const { headers } = await signedIn(s.t, 'admin');
    const short = await s.post(
      '/api/auth/register',
      { ...newUser('short@example.com'), password: '12345' },
      headers,
    );
    expect(short.json().message).toBe('password: must be at least 8 characters');
    // Long enough but among the first any guessing attack tries, in any case.
    for (const password of ['password1', 'Qwerty123', 'ILOVEYOU2']) {
      const common = await s.post(
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
    const role = await s.post(
      '/api/auth/register',
      { ...newUser('role@example.com'), role: 'superuser' },
      headers,
    );
    expect(role.statusCode).toBe(400);
    expect(role.json().message).toMatch(/^role: /);
    const name = await s.post(
      '/api/auth/register',
      { ...newUser('name@example.com'), firstName: '  ' },
      headers,
    );
    expect(name.json().message).toBe('firstName: is required');
  });
});

describe('forgot and reset password', () => {
  it('answers the same whether or not the email exists, and mails a single-use link', async () => {
    const user = await createUser(s.t, 'student');
    const known = await s.post('/api/auth/forgot-password', { email: user.email });
    const unknown = await s.post('/api/auth/forgot-password', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const oldToken = await tokenFor(s.t, user.email);
    const token = await mailedToken(s.t, user.email, 'reset-password');
    // The known account's mail (queued after the unknown one's call) is out: none went to the unknown one.
    expect((await outbox(s.t)).some((m) => m.includes('To: ghost@example.com'))).toBe(false);
    const reset = await s.post('/api/auth/reset-password', { token, password: 'brand-new-pass' });
    expect(reset.statusCode).toBe(200);
    expect(await tokenFor(s.t, user.email, 'brand-new-pass')).toEqual(expect.any(String));
    const reused = await s.post('/api/auth/reset-password', { token, password: 'another-pass' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/^token: /);
    const me = await s.t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(oldToken) });
    expect(me.statusCode).toBe(401);
  });

  it('retires every link still outstanding once a password is set: by a newer link, by the account, by an admin', async () => {
    const user = await createUser(s.t, 'student');
    const mailLink = async (previous?: string) => {
      await s.post('/api/auth/forgot-password', { email: user.email });
      for (;;) {
        const token = await mailedToken(s.t, user.email, 'reset-password');
        if (token !== previous) return token;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const resetWith = (token: string, password: string) =>
      s.post('/api/auth/reset-password', { token, password });

    const first = await mailLink();
    const second = await mailLink(first);
    expect((await resetWith(second, 'second-link-pass')).statusCode).toBe(200);
    expect((await resetWith(first, 'first-link-pass')).statusCode).toBe(400);

    const third = await mailLink(second);
    const own = await s.t.app.inject({
      method: 'PUT',
      url: '/api/users/me/password',
      headers: bearer(await tokenFor(s.t, user.email, 'second-link-pass')),
      payload: { currentPassword: 'second-link-pass', password: 'own-choice-pass' },
    });
    expect(own.statusCode).toBe(200);
    expect((await resetWith(third, 'third-link-pass')).statusCode).toBe(400);

    const fourth = await mailLink(third);
    const admin = await createUser(s.t, 'admin');
    const set = await s.t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}/password`,
      headers: bearer(await tokenFor(s.t, admin.email)),
      payload: { password: 'admin-set-pass' },
    });
    expect(set.statusCode).toBe(200);
    expect((await resetWith(fourth, 'fourth-link-pass')).statusCode).toBe(400);
    expect(await tokenFor(s.t, user.email, 'admin-set-pass')).toEqual(expect.any(String));
  });

  it('refuses an expired link', async () => {
    const user = await createUser(s.t, 'teacher');
    await s.post('/api/auth/forgot-password', { email: user.email });
    const token = await mailedToken(s.t, user.email, 'reset-password');
    await s.t.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, user.id));
    const res = await s.post('/api/auth/reset-password', { token, password: 'brand-new-pass' });
    expect(res.statusCode).toBe(400);
  });
});

describe('PUT /api/users/{userId}/password', () => {
  it('lets an admin set a password of at least 8 characters, revoking the user’s older tokens', async () => {
    const { headers } = await signedIn(s.t, 'admin');
    const student = await createUser(s.t, 'student');
    const oldToken = await tokenFor(s.t, student.email);
    const url = `/api/users/${student.id}/password`;
    const short = await s.t.app.inject({ method: 'PUT', url, payload: { password: '12345' }, headers });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('password: must be at least 8 characters');
    const ok = await s.t.app.inject({ method: 'PUT', url, payload: { password: 'set-by-admin' }, headers });
    expect(ok.statusCode).toBe(200);
    expect(
      (await s.t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(oldToken) })).statusCode,
    ).toBe(401);
    expect(await tokenFor(s.t, student.email, 'set-by-admin')).toEqual(expect.any(String));
  });

  it('is refused to teachers, and names a bad or unknown id', async () => {
    const { headers } = await signedIn(s.t, 'teacher');
    const student = await createUser(s.t, 'student');
    const forbidden = await s.t.app.inject({
      method: 'PUT',
      url: `/api/users/${student.id}/password`,
      payload: { password: 'nope-nope' },
      headers,
    });
    expect(forbidden.statusCode).toBe(403);
    const admin = await signedIn(s.t, 'admin');
    const badId = await s.t.app.inject({
      method: 'PUT',
      url: '/api/users/42/password',
      payload: { password: 'not-guessable-7' },
      headers: admin.headers,
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('userId: must be a valid id');
    const unknown = await s.t.app.inject({
      method: 'PUT',
      url: '/api/users/00000000-0000-4000-8000-000000000000/password',
      payload: { password: 'not-guessable-7' },
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
