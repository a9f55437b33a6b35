import { type authEndpoints, firstPageRoutes, type LoginBody } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) =>
      callRoute<typeof authEndpoints.login>(firstPageRoutes.login, { body, logoutOn401: false }),
  });
}
