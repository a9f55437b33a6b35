import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { authStore } from '../auth-store';
import { fetchMe } from './me-query';

describe('fetchMe', () => {
  it('asks with the session cookie, not a bearer header, and refreshes the stored profile', async () => {
    const stored = makeUser({ firstName: 'Old' });
    const fresh = { ...stored, firstName: 'New' };
    authStore.setSession(stored);
    const api = stubApi({ 'GET /api/auth/me': { body: { success: true, data: { user: fresh } } } });
    await fetchMe();
    expect(api.calls[0]?.headers.get('Authorization')).toBeNull();
    expect(api.calls[0]?.credentials).toBe('same-origin');
    expect(authStore.getUser()).toEqual(fresh);
  });

  it('signs out quietly when the cookie no longer signs in', async () => {
    authStore.setSession(makeUser());
    stubApi({ 'GET /api/auth/me': { status: 401, body: { success: false, message: 'Unauthorized' } } });
    await expect(fetchMe()).rejects.toMatchObject({ status: 401 });
    expect(authStore.getUser()).toBeNull();
  });

  it('keeps a session signed in while the check of the one before was on its way', async () => {
    authStore.setSession(makeUser({ firstName: 'Before' }));
    let answer: () => void = () => {};
    stubApi({
      'GET /api/auth/me': () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 401, body: { success: false, message: 'Unauthorized' } });
        }),
    });
    const checking = fetchMe();
    // Someone signs in meanwhile (this tab or another): the server sets a new cookie.
    const after = makeUser({ firstName: 'After' });
    authStore.setSession(after);
    await Promise.resolve();
    answer();
    await expect(checking).rejects.toMatchObject({ status: 401 });
    expect(authStore.getUser()).toEqual(after);
  });
});
