import { AppShell, Container, em, useMantineTheme } from '@mantine/core';
import { useDisclosure, useHotkeys, useMediaQuery } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../../lib/session/auth-context';
import { HEADER_HEIGHT } from './header-height';
import { StaffNav } from './staff-nav';

// The header (menus, popovers, the notification bell) and the toasts load beside the page's own
// chunk, in parallel with it, and never on the public pages (docs/decisions.md, "Light pages").
const AppHeader = lazy(() => import('./app-header').then((m) => ({ default: m.AppHeader })));
const NotificationsHost = lazy(() =>
  import('./notifications-host').then((m) => ({ default: m.NotificationsHost })),
);

/**
 * The frame of every signed-in page: header with account menu and, for admins and teachers, the
 * staff navigation beside the page (issue 18), a drawer opened by the header's burger on phones.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure();
  const staff = user?.role === 'admin' || user?.role === 'teacher' ? user.role : null;
  const phone = useMediaQuery(`(max-width: ${em(useMantineTheme().breakpoints.sm)})`) ?? false;
  useHotkeys([['Escape', close]]);
  // A phone's drawer closes once a link in it has opened its page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new page, by design.
  useEffect(close, [pathname]);

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={staff ? { width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } } : undefined}
      padding="md"
    >
      <Suspense fallback={null}>
        <NotificationsHost />
      </Suspense>
      <AppShell.Header>
        <Suspense fallback={null}>
          <AppHeader navigation={staff ? { opened, toggle } : undefined} />
        </Suspense>
      </AppShell.Header>
      {staff ? (
        // A closed drawer is off screen: `inert` keeps the keyboard out of it too.
        <AppShell.Navbar p="sm" id="staff-navigation" inert={phone && !opened}>
          <StaffNav role={staff} />
        </AppShell.Navbar>
      ) : null}
      <AppShell.Main>
        <Container size="lg" py="md">
          {children}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
