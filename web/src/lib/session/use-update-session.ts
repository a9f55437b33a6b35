import type { User } from '@sabora/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { authStore } from '../auth-store';
import { authKeys } from './keys';

/** Keeps the stored profile in step after the user changes their own account. */
export function useUpdateSession(): (user: User) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (user: User) => {
      authStore.setUser(user);
      queryClient.setQueryData(authKeys.me(), { success: true, data: { user } });
    },
    [queryClient],
  );
}
