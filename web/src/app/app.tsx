import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { AppRouter } from './app-router';
import { AppProviders } from './providers';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <AppRouter router={router} />
    </AppProviders>
  );
}
