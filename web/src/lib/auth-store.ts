import { ROLES, type User } from '@sabora/contract';

/**
 * The signed-in user's profile lives in local storage under this key. The token
 * does not: it is the server's HttpOnly cookie, which no script can read (docs/decisions.md, "The
 * session is a cookie"). The profile is not a secret; it only tells the app who it believes is
 * signed in until GET /api/auth/me or any 401 says otherwise.
 */
export const USER_KEY = 'user';
/** Where versions before the cookie kept the bearer token; removed at start-up (forgetStoredToken). */
export const LEGACY_TOKEN_KEY = 'token';

type Listener = () => void;
const listeners = new Set<Listener>();

let cachedRaw: string | null = null;
let cachedUser: User | null = null;
/**
 * Moves on every sign-in and sign-out, in this tab or another: a reply to a call made before it
 * moved speaks of a session that is gone, and must not end the one that replaced it.
 */
let generation = 0;

function isStoredUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.id === 'string' &&
    typeof candidate.email === 'string' &&
    ROLES.some((role) => role === candidate.role)
  );
}

function parseUser(raw: string | null): User | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isStoredUser(value) ? value : null;
  } catch {
    return null;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

// Another tab signing in or out changes the same storage (and shares the cookie).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === USER_KEY) generation += 1;
  });
}

export const authStore = {
  /** Returns the same object while the stored text is unchanged (useSyncExternalStore needs that). */
  getUser(): User | null {
    const raw = localStorage.getItem(USER_KEY);
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cachedUser = parseUser(raw);
    }
    return cachedUser;
  },

  /** Which session the app is in; compare before and after a call (see `generation`). */
  generation(): number {
    return generation;
  },

  /** A sign-in: the server has set the cookie; the app keeps who signed in. */
  setSession(user: User) {
    generation += 1;
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    emit();
  },

  /** The same session's profile, changed (a new name, picture or password). */
  setUser(user: User) {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    emit();
  },

  clear() {
    generation += 1;
    localStorage.removeItem(USER_KEY);
    localStorage.removeItem(LEGACY_TOKEN_KEY);
    emit();
  },

  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === USER_KEY) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

/**
 * Earlier versions kept the bearer token in local storage, where any script on the page could
 * read it. Run once at start-up: the token goes; the profile stays, and GET /api/auth/me then finds
 * out whether the cookie still signs this browser in.
 */
export function forgetStoredToken() {
  localStorage.removeItem(LEGACY_TOKEN_KEY);
}
