import { AppShell, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense } from 'react';

// The header (menus, popovers, the notification bell) and the toasts load beside the page's own
// chunk, in parallel with it, and never on the public pages (docs/decisions.md, "Light pages").
const AppHeader = lazy(() => import('./app-header').then((m) => ({ default: m.AppHeader })));
const NotificationsHost = lazy(() =>
  import('./notifications-host').then((m) => ({ default: m.NotificationsHost })),
);

interface AppLayoutProps {
  children: ReactNode;
  /** A side navigation (the admin home has one); a burger opens it on small screens. */
  navbar?: ReactNode;
}

/** The frame of every signed-in page: header with account menu, optional side navigation. */
export function AppLayout({ children, navbar }: AppLayoutProps) {
  const [opened, { toggle }] = useDisclosure();
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={navbar ? { width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } } : undefined}
      padding="md"
    >
      <Suspense fallback={null}>
        <NotificationsHost />
      </Suspense>
      <AppShell.Header>
        <Suspense fallback={null}>
          <AppHeader navigation={navbar ? { opened, toggle } : undefined} />
        </Suspense>
      </AppShell.Header>
      {navbar ? (
        <AppShell.Navbar p="sm">
          <Suspense fallback={null}>{navbar}</Suspense>
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
