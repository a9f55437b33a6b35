import { userEndpoints } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useUpdateSession } from '../../../lib/session/use-update-session';

interface ChangePasswordInput {
  currentPassword: string;
  password: string;
}

export function useChangePassword() {
  const updateSession = useUpdateSession();
  return useMutation({
    // A wrong current password must show its message, not sign the user out.
    mutationFn: (body: ChangePasswordInput) =>
      callApi(userEndpoints.changePassword, { body, logoutOn401: false }),
    // The server revokes older tokens when the password changes and sets the new one as the
    // session cookie itself; the reply's token is for API clients, the page never keeps it.
    onSuccess: (reply) => updateSession(reply.data.user),
  });
}
