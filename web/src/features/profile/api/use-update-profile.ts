import type { ProfileBody } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { UserReply } from '../../../lib/session/me-query';
import { useUpdateSession } from '../../../lib/session/use-update-session';

export function useUpdateProfile() {
  const updateSession = useUpdateSession();
  return useMutation({
    mutationFn: (body: ProfileBody) => apiRequest<UserReply>('/users/me', { method: 'PUT', body }),
    onSuccess: (reply) => updateSession(reply.data.user),
  });
}
