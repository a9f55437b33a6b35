import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

interface SetPasswordInput {
  userId: string;
  password: string;
}

/** PUT /users/{userId}/password: an admin sets another account's password. */
export function useSetPassword() {
  return useMutation({
    mutationFn: ({ userId, password }: SetPasswordInput) =>
      apiRequest<{ success: true }>(`/users/${userId}/password`, { method: 'PUT', body: { password } }),
  });
}
