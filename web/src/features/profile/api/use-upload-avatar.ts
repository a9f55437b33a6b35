import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { UserReply } from '../../../lib/session/me-query';
import { useUpdateSession } from '../../../lib/session/use-update-session';

export function useUploadAvatar() {
  const updateSession = useUpdateSession();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('avatar', file);
      return apiRequest<UserReply>('/users/me/avatar', { method: 'PUT', body: form });
    },
    onSuccess: (reply) => updateSession(reply.data.user),
  });
}
