import type { User } from '@sabora/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { authStore } from '../auth-store';
import { ME_QUERY_KEY } from './me-query';

/** Keeps the stored session in step after the user changes their own account. */
export function useUpdateSession(): (user: User, token?: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (user: User, token?: string) => {
      if (token) authStore.setSession(user, token);
      else authStore.setUser(user);
      queryClient.setQueryData(ME_QUERY_KEY, { success: true, data: { user } });
    },
    [queryClient],
  );
}
