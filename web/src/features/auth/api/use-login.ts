import type { AuthReply, LoginBody } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) =>
      apiRequest<AuthReply>('/auth/login', { method: 'POST', body, logoutOn401: false }),
  });
}
