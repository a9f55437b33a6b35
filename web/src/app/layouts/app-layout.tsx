import { AppShell, Container } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import type { Role } from '@sabora/contract';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../../lib/session/auth-context';
import { usePhone } from '../../lib/use-phone';
import { HEADER_HEIGHT } from './header-height';
import { ParentNav } from './parent-nav';
import { StaffNav } from './staff-nav';

// The header (menus, popovers, the notification bell) and the toasts load beside the page's own
// chunk, in parallel with it, and never on the public pages (docs/decisions.md, "Light pages").
const AppHeader = lazy(() => import('./app-header').then((m) => ({ default: m.AppHeader })));
const NotificationsHost = lazy(() =>
  import('./notifications-host').then((m) => ({ default: m.NotificationsHost })),
);

/** The side navigation of a role, and the id its drawer's burger controls; students have none. */
function sideNavFor(role: Role | undefined) {
  if (role === 'admin' || role === 'teacher')
    return { id: 'staff-navigation', nav: <StaffNav role={role} /> };
  if (role === 'parent') return { id: 'parent-navigation', nav: <ParentNav /> };
  return null;
}

/**
 * The frame of every signed-in page: header with account menu and, for admins and teachers, the
 * staff navigation beside the page, for parents theirs, a drawer opened by
 * the header's burger on phones. Students have their menu in the header.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure();
  const side = sideNavFor(user?.role);
  const phone = usePhone();
  useHotkeys([['Escape', close]]);
  // A phone's drawer closes once a link in it has opened its page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new page, by design.
  useEffect(close, [pathname]);

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={side ? { width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } } : undefined}
      padding="md"
    >
      <Suspense fallback={null}>
        <NotificationsHost />
      </Suspense>
      <AppShell.Header>
        <Suspense fallback={null}>
          <AppHeader navigation={side ? { opened, toggle, controls: side.id } : undefined} />
        </Suspense>
      </AppShell.Header>
      {side ? (
        // A closed drawer is off screen: `inert` keeps the keyboard out of it too.
        <AppShell.Navbar p="sm" id={side.id} inert={phone && !opened}>
          {side.nav}
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
