import { authEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { callApi } from '../api-client';
import { authStore } from '../auth-store';

/** Logout ends the session on the server, forgets it here and opens /login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => callApi(authEndpoints.logout, { logoutOn401: false }),
    // Even when the server cannot be reached, the user asked to leave: forget the session anyway.
    // Leave the guarded page first, or its guard would send the user to /login remembering it as
    // the page to return to, and the next person to sign in would land there.
    // The router's navigations are ordinary updates, not transitions (app/app.tsx), so flushSync
    // commits the new page before the session is cleared on the next line.
    onSettled: () => {
      flushSync(() => navigate('/login', { replace: true }));
      authStore.clear();
      queryClient.clear();
    },
  });
}
