import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import type { FromState } from '../../features/auth/use-sign-in';
import { setUnauthorizedHandler } from '../../lib/api-client';
import { ScrollToTop } from '../scroll-to-top';

/** Wraps every route: scrolls to the top on each new page and handles a session that ended. */
export function RootLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const here = useRef('');
  here.current = `${location.pathname}${location.search}`;

  // A 401 from any call signs the user out and opens /login (the client has already
  // cleared the stored session); the page they were on is kept so signing in brings them back.
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        queryClient.clear();
        const state: FromState = { from: here.current };
        navigate('/login', { replace: true, state });
      }),
    [navigate, queryClient],
  );

  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
