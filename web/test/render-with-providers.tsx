import type { User } from '@sabora/contract';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../src/app/providers';
import { authStore } from '../src/lib/auth-store';
import { createQueryClient } from '../src/lib/query-client';
import { meReply } from './render-app';

/**
 * Renders one component inside the app's providers and a router, signed in as `user` when given
 * (GET /api/auth/me is answered for them unless the test's stub says otherwise).
 */
export function renderWithProviders(ui: ReactNode, { user }: { user?: User } = {}) {
  if (user) authStore.setSession(user);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return render(
    <AppProviders queryClient={queryClient} env="test">
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

export { meReply };
