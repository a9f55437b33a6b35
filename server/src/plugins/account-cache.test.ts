import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, signedIn, type TestContext, tokenFor } from '../../test/app.js';
import { type UserRow, users } from '../db/schema/index.js';
import { AccountCache } from './account-cache.js';

/** The token check reads the account from memory, and forgets it the moment it changes. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Waits for a condition that another connection brings about (a NOTIFY arrives in milliseconds). */
async function eventually(condition: () => boolean | Promise<boolean>, what: string) {
  const until = Date.now() + 5_000;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function listeningCache() {
  const cache = new AccountCache();
  cache.follow(t.database.changes);
  // Nothing is kept before the database confirms it listens; a held session says it does.
  const [user] = await t.database.db.select().from(users).limit(1);
  await eventually(() => {
    cache.keep(user as UserRow, 'probe', cache.generation());
    return cache.get(user!.id, 'probe') !== undefined;
  }, 'the cache listens');
  cache.forgetAll();
  return { cache, user: user as UserRow };
}

describe('AccountCache', () => {
  beforeAll(async () => {
    await createUser(t, 'student');
  });

  it('serves a kept session until the account changes in another process (NOTIFY)', async () => {
    const { cache, user } = await listeningCache();
    cache.keep(user, 'session-1', cache.generation());
    expect(cache.get(user.id, 'session-1')).toBe(user);
    expect(cache.get(user.id, 'another-session')).toBeUndefined();
    // Plain SQL on the pool does not pass this process's Drizzle: only the trigger's NOTIFY tells.
    await t.database.executeSql('UPDATE users SET first_name = first_name WHERE id = $1', [user.id]);
    await eventually(() => cache.get(user.id, 'session-1') === undefined, 'the change is heard');
    await cache.close();
  });

  it('forgets at once when this process writes users or revoked_tokens, before the commit', async () => {
    const { cache, user } = await listeningCache();
    cache.keep(user, 'session-2', cache.generation());
    await t.database.db.update(users).set({ firstName: user.firstName }).where(eq(users.id, user.id));
    expect(cache.get(user.id, 'session-2')).toBeUndefined();
    await cache.close();
  });

  it('hears a revoked session from another process', async () => {
    const { cache, user } = await listeningCache();
    cache.keep(user, 'session-3', cache.generation());
    await t.database.executeSql(
      `INSERT INTO revoked_tokens (jti, expires_at) VALUES ('session-3', now() + interval '1 day')`,
    );
    await eventually(() => cache.get(user.id, 'session-3') === undefined, 'the revocation is heard');
    await cache.close();
  });

  it('does not keep a read that began before a change', async () => {
    const { cache, user } = await listeningCache();
    const before = cache.generation();
    await t.database.db.update(users).set({ firstName: user.firstName }).where(eq(users.id, user.id));
    cache.keep(user, 'session-4', before);
    expect(cache.get(user.id, 'session-4')).toBeUndefined();
    await cache.close();
  });

  it('keeps nothing once closed, and nothing older than a minute', async () => {
    let now = Date.now();
    const cache = new AccountCache(() => now);
    cache.follow(t.database.changes);
    const [user] = (await t.database.db.select().from(users).limit(1)) as [UserRow];
    await eventually(() => {
      cache.keep(user, 'session-5', cache.generation());
      return cache.get(user.id, 'session-5') !== undefined;
    }, 'the cache listens');
    now += 60_001;
    expect(cache.get(user.id, 'session-5')).toBeUndefined();
    cache.keep(user, 'session-5', cache.generation());
    await cache.close();
    expect(cache.get(user.id, 'session-5')).toBeUndefined();
  });
});

describe('the token check with the cache', () => {
  async function cachedSession() {
    const student = await createUser(t, 'student');
    const token = await tokenFor(t, student.email);
    const me = () => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect((await me()).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);
    return { student, me };
  }

  it('refuses at once a session whose password an admin of this process reset', async () => {
    const { student, me } = await cachedSession();
    const { headers } = await signedIn(t, 'admin');
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${student.id}/password`,
      headers,
      payload: { password: 'set-by-admin' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
  });

  it('refuses a session another process deactivated, once the commit is heard', async () => {
    const { student, me } = await cachedSession();
    await t.database.executeSql('UPDATE users SET is_active = false WHERE id = $1', [student.id]);
    await eventually(async () => (await me()).statusCode === 401, 'the session is refused');
  });
});
