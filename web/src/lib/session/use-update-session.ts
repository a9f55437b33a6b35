import type { User } from '@sabora/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { authStore } from '../auth-store';
import { ME_QUERY_KEY } from './me-query';

/** Keeps the stored profile in step after the user changes their own account. */
export function useUpdateSession(): (user: User) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (user: User) => {
      authStore.setUser(user);
      queryClient.setQueryData(ME_QUERY_KEY, { success: true, data: { user } });
    },
    [queryClient],
  );
}
