import { authEndpoints } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

interface ResetPasswordInput {
  token: string;
  password: string;
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordInput) =>
      callApi(authEndpoints.resetPassword, { body, logoutOn401: false }),
  });
}
