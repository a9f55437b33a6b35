import { authEndpoints } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => callApi(authEndpoints.forgotPassword, { body: { email } }),
  });
}
