import { type AuthReply, homePathFor, LOGIN_REDIRECT_DELAY_MS, type Role } from '@sabora/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { authStore } from '../../lib/auth-store';
import { authKeys } from '../../lib/session/keys';

/** The guards put the page a visitor wanted in the location state as `from`. */
export interface FromState {
  from?: string;
}

/**
 * Back to the page the user came from, else to their role's home
 * (docs/product/screens.md, "Sign-in (/login)").
 */
function redirectTarget(state: unknown, role: Role): string {
  const from = typeof state === 'object' && state !== null ? (state as FromState).from : undefined;
  const isInternalPath = typeof from === 'string' && from.startsWith('/') && !from.startsWith('//');
  return isInternalPath && from !== '/login' ? from : homePathFor(role);
}

/** Keeps the new session and opens the next page after the login screen's delay. */
export function useSignIn(): (reply: AuthReply) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(
    (reply: AuthReply) => {
      // The server set the session cookie; its token in the reply is for API clients, not kept.
      const { user } = reply.data;
      authStore.setSession(user);
      queryClient.setQueryData(authKeys.me(), { success: true, data: { user } });
      const target = redirectTarget(location.state, user.role);
      timer.current = window.setTimeout(() => navigate(target, { replace: true }), LOGIN_REDIRECT_DELAY_MS);
    },
    [location.state, navigate, queryClient],
  );
}
