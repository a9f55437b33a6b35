import type { User } from '@sabora/contract';
import { render } from '@testing-library/react';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type NavigateOptions,
  parsePath,
  type To,
  useLocation,
  useNavigate,
} from 'react-router';
import { AppProviders } from '../src/app/providers';
import { AppRoutes } from '../src/app/routes';
import { authStore } from '../src/lib/auth-store';
import { createQueryClient } from '../src/lib/query-client';

interface RenderAppOptions {
  /** A signed-in user (stored as after a login: the profile; the session is the server's cookie). */
  user?: User;
  state?: unknown;
}

/** What a test reads of the router: the current location, and a way to go elsewhere. */
export interface TestRouter {
  readonly state: { readonly location: Location };
  navigate(to: To, options?: NavigateOptions): Promise<void>;
}

/** Keeps the rendered router's location and navigate function where the test can reach them. */
function RouterProbe({ into }: { into: { location?: Location; navigate?: NavigateFunction } }) {
  into.location = useLocation();
  into.navigate = useNavigate();
  return null;
}

/** Renders the real route table and providers at `path`, as the browser would open it. */
export function renderApp(path: string, { user, state }: RenderAppOptions = {}) {
  if (user) authStore.setSession(user);
  const probe: { location?: Location; navigate?: NavigateFunction } = {};
  const router: TestRouter = {
    state: {
      get location() {
        return probe.location!;
      },
    },
    navigate: async (to, options) => {
      await probe.navigate!(to, options);
    },
  };
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      {/* As the app's router (app/app.tsx): navigations are not transitions. */}
      <MemoryRouter initialEntries={[{ ...parsePath(path), state }]} useTransitions={false}>
        <AppRoutes />
        <RouterProbe into={probe} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** The reply of GET /api/auth/me for `user`. */
export function meReply(user: User) {
  return { body: { success: true, data: { user } } };
}
