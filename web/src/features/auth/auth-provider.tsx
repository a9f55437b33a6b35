import { type ReactNode, useMemo, useState, useSyncExternalStore } from 'react';
import { authStore } from '../../lib/auth-store';
import { AuthContext } from '../../lib/session/auth-context';
import { useMe } from '../../lib/session/use-me';

/**
 * Holds the stored profile and, on load, confirms it with GET /api/auth/me (the session itself is
 * the HttpOnly cookie). A visitor with no stored profile asks nothing: their first page waits for
 * no call.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const user = useSyncExternalStore(authStore.subscribe, authStore.getUser);
  // Only a session that existed when the app opened needs confirming; a fresh sign-in is trusted.
  const [mustConfirm] = useState(() => user !== null);
  // Once signed out there is nothing to confirm (and asking again could not sign anyone in).
  const confirming = mustConfirm && user !== null;
  const me = useMe({ enabled: confirming });
  const isLoading = confirming && me.isPending;

  const value = useMemo(() => ({ user, isLoading }), [user, isLoading]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
