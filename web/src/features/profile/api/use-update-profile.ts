import type { ProfileBody } from '@sabora/contract';
import { userEndpoints } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useUpdateSession } from '../../../lib/session/use-update-session';

export function useUpdateProfile() {
  const updateSession = useUpdateSession();
  return useMutation({
    mutationFn: (body: ProfileBody) => callApi(userEndpoints.updateProfile, { body }),
    onSuccess: (reply) => updateSession(reply.data.user),
  });
}
