import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';

/** Spec §2.3: Logout ends the session on the server, forgets it here and opens /login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest<{ success: true }>('/auth/logout', { method: 'POST', logoutOn401: false }),
    // Even when the server cannot be reached, the user asked to leave: forget the session anyway.
    onSettled: () => {
      authStore.clear();
      queryClient.clear();
      navigate('/login', { replace: true });
    },
  });
}
