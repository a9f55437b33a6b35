import { expect } from 'vitest';

/** Three base64url parts, the first a JSON header: what a JWT looks like. */
const JWT = /eyJ[\w-]*\.[\w-]+\.[\w-]+/;

/**
 * The session is the server's HttpOnly cookie: nothing a script can read (local or session
 * storage) may hold the token the server replied with, nor anything else shaped like a JWT.
 */
export function expectNoTokenStored(token: string) {
  for (const storage of [localStorage, sessionStorage]) {
    const values = Object.keys(storage).map((key) => storage.getItem(key) ?? '');
    expect(values.filter((value) => value.includes(token) || JWT.test(value))).toEqual([]);
  }
}

/** A token shaped like the server's (header, claims, signature), so the JWT check would see it. */
export const JWT_LIKE_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyLTEiLCJ0diI6MCwianRpIjoiaiJ9.c2lnbmF0dXJl';
