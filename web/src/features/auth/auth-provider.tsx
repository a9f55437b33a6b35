import { type ReactNode, useMemo, useState, useSyncExternalStore } from 'react';
import { authStore } from '../../lib/auth-store';
import { useMe } from './api/use-me';
import { AuthContext } from './auth-context';

/** Holds the stored session and, on load, confirms it with GET /api/auth/me. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const user = useSyncExternalStore(authStore.subscribe, authStore.getUser);
  // Only a session that existed when the app opened needs confirming; a fresh sign-in is trusted.
  const [mustConfirm] = useState(() => authStore.getToken() !== null || authStore.getUser() !== null);
  const me = useMe({ enabled: mustConfirm });
  const isLoading = mustConfirm && me.isPending;

  const value = useMemo(() => ({ user, isLoading }), [user, isLoading]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
