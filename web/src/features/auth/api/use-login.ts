import type { LoginBody } from '@sabora/contract';
import { authEndpoints } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) => callApi(authEndpoints.login, { body, logoutOn401: false }),
  });
}
