import type { User } from '@sabora/contract';
import { render } from '@testing-library/react';
import { createMemoryRouter, parsePath } from 'react-router';
import { AppRouter } from '../src/app/app-router';
import { AppProviders } from '../src/app/providers';
import { routes } from '../src/app/routes';
import { authStore } from '../src/lib/auth-store';
import { createQueryClient } from '../src/lib/query-client';

interface RenderAppOptions {
  /** A signed-in user (stored as after a login, with a token). */
  user?: User;
  token?: string;
  state?: unknown;
}

/** Renders the real route table and providers at `path`, as the browser would open it. */
export function renderApp(path: string, { user, token = 'test-token', state }: RenderAppOptions = {}) {
  if (user) authStore.setSession(user, token);
  const router = createMemoryRouter(routes, { initialEntries: [{ ...parsePath(path), state }] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <AppRouter router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** The reply of GET /api/auth/me for `user`. */
export function meReply(user: User) {
  return { body: { success: true, data: { user } } };
}
