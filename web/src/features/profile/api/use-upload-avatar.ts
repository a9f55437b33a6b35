import { userEndpoints } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useUpdateSession } from '../../../lib/session/use-update-session';

export function useUploadAvatar() {
  const updateSession = useUpdateSession();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('avatar', file);
      return callApi(userEndpoints.uploadAvatar, { body: form });
    },
    onSuccess: (reply) => updateSession(reply.data.user),
  });
}
