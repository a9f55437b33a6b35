import { ROLES, type User } from '@sabora/contract';

/** Spec §2.2 and §6: login state lives in local storage under these keys. */
export const USER_KEY = 'user';
export const TOKEN_KEY = 'token';

type Listener = () => void;
const listeners = new Set<Listener>();

let cachedRaw: string | null = null;
let cachedUser: User | null = null;

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

export const authStore = {
  getToken(): string | null {
    return localStorage.getItem(TOKEN_KEY);
  },

  /** Returns the same object while the stored text is unchanged (useSyncExternalStore needs that). */
  getUser(): User | null {
    const raw = localStorage.getItem(USER_KEY);
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cachedUser = parseUser(raw);
    }
    return cachedUser;
  },

  setSession(user: User, token: string) {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    localStorage.setItem(TOKEN_KEY, token);
    emit();
  },

  setUser(user: User) {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    emit();
  },

  setToken(token: string) {
    localStorage.setItem(TOKEN_KEY, token);
    emit();
  },

  clear() {
    localStorage.removeItem(USER_KEY);
    localStorage.removeItem(TOKEN_KEY);
    emit();
  },

  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    // Another tab signing in or out changes the same storage.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === USER_KEY || event.key === TOKEN_KEY) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};
