import { userEndpoints } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

interface SetPasswordInput {
  userId: string;
  password: string;
}

/** PUT /users/{userId}/password: an admin sets another account's password. */
export function useSetPassword() {
  return useMutation({
    mutationFn: ({ userId, password }: SetPasswordInput) =>
      callApi(userEndpoints.setPassword, { params: { userId }, body: { password } }),
  });
}
