import { flushSync } from 'react-dom';
import { type createBrowserRouter, RouterProvider } from 'react-router';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The router with React DOM's flushSync, so `navigate(to, { flushSync: true })` commits the new
 * page before the next line runs (logout relies on it).
 */
export function AppRouter({ router }: { router: Router }) {
  return (
    <RouterProvider
      router={router}
      flushSync={(update) => {
        flushSync(update);
      }}
    />
  );
}
