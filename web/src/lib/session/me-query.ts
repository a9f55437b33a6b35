import { type authEndpoints, type EndpointReply, firstPageRoutes } from '@sabora/contract';
import { ApiError, callRoute } from '../api-client';
import { authStore } from '../auth-store';

/**
 * GET /api/auth/me confirms the stored profile: the session cookie goes with it. A 401 here signs
 * the user out quietly: the guards then send them to /login and keep where they were, and a
 * visitor on a public page stays there.
 */
export async function fetchMe(): Promise<EndpointReply<typeof authEndpoints.me>> {
  const asked = authStore.generation();
  try {
    const reply = await callRoute<typeof authEndpoints.me>(firstPageRoutes.me, { logoutOn401: false });
    if (authStore.generation() === asked) authStore.setUser(reply.data.user);
    return reply;
  } catch (error) {
    // Clear only the session this call asked about, never one signed in while it was on its way.
    if (error instanceof ApiError && error.status === 401 && authStore.generation() === asked) {
      authStore.clear();
    }
    throw error;
  }
}
