import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface MessageReply {
  success: true;
  message?: string;
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<MessageReply>('/auth/forgot-password', { method: 'POST', body: { email } }),
  });
}
