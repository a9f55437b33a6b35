import { authEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { authKeys } from '../../../lib/session/keys';

/**
 * POST /api/auth/verify-email runs once when the page opens. It is a query so that React's
 * development double-mount and re-renders never send the one-time token twice.
 */
export function useVerifyEmail(token: string) {
  return useQuery({
    queryKey: authKeys.verifyEmail(token),
    queryFn: () => callApi(authEndpoints.verifyEmail, { body: { token }, logoutOn401: false }),
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
