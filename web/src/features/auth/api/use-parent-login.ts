import type { ParentLoginBody } from '@sabora/contract';
import { authEndpoints } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export function useParentLogin() {
  return useMutation({
    mutationFn: (body: ParentLoginBody) => callApi(authEndpoints.parentLogin, { body, logoutOn401: false }),
  });
}
