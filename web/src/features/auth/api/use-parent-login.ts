import { type authEndpoints, firstPageRoutes, type ParentLoginBody } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

export function useParentLogin() {
  return useMutation({
    mutationFn: (body: ParentLoginBody) =>
      callRoute<typeof authEndpoints.parentLogin>(firstPageRoutes.parentLogin, { body, logoutOn401: false }),
  });
}
