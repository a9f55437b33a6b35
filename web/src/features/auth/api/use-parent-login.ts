import type { AuthReply, ParentLoginBody } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function useParentLogin() {
  return useMutation({
    mutationFn: (body: ParentLoginBody) =>
      apiRequest<AuthReply>('/auth/parent-login', { method: 'POST', body, logoutOn401: false }),
  });
}
