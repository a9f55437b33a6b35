import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/factories';
import { authStore, forgetStoredToken, LEGACY_TOKEN_KEY, USER_KEY } from './auth-store';

/** The session is the server's HttpOnly cookie; the page keeps only who is signed in. */
describe('authStore', () => {
  it('keeps the signed-in profile and nothing else', () => {
    const user = makeUser({ role: 'teacher' });
    authStore.setSession(user);
    expect(Object.keys(localStorage)).toEqual([USER_KEY]);
    expect(authStore.getUser()).toEqual(user);
    expect(sessionStorage).toHaveLength(0);
  });

  it('at start-up drops a token an earlier version stored, and keeps the profile to confirm', () => {
    const user = makeUser();
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    localStorage.setItem(LEGACY_TOKEN_KEY, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln');
    forgetStoredToken();
    expect(localStorage.getItem(LEGACY_TOKEN_KEY)).toBeNull();
    expect(authStore.getUser()).toEqual(user);
  });

  it('signing out forgets the profile, and an old token too', () => {
    authStore.setSession(makeUser());
    localStorage.setItem(LEGACY_TOKEN_KEY, 'old');
    authStore.clear();
    expect(localStorage).toHaveLength(0);
    expect(authStore.getUser()).toBeNull();
  });

  it('moves its generation on every sign-in and sign-out, in this tab or another, not on a profile edit', () => {
    const start = authStore.generation();
    authStore.setSession(makeUser());
    const signedIn = authStore.generation();
    expect(signedIn).not.toBe(start);
    authStore.setUser(makeUser({ firstName: 'Renamed' }));
    expect(authStore.generation()).toBe(signedIn);
    window.dispatchEvent(new StorageEvent('storage', { key: USER_KEY }));
    expect(authStore.generation()).not.toBe(signedIn);
    const elsewhere = authStore.generation();
    authStore.clear();
    expect(authStore.generation()).not.toBe(elsewhere);
  });
});
