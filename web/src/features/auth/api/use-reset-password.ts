import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { MessageReply } from './use-forgot-password';

interface ResetPasswordInput {
  token: string;
  password: string;
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordInput) =>
      apiRequest<MessageReply>('/auth/reset-password', { method: 'POST', body, logoutOn401: false }),
  });
}
