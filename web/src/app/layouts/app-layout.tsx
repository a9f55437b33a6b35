import { AppShell, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { AppHeader } from './app-header';

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
      <AppShell.Header>
        <AppHeader navigation={navbar ? { opened, toggle } : undefined} />
      </AppShell.Header>
      {navbar ? <AppShell.Navbar p="sm">{navbar}</AppShell.Navbar> : null}
      <AppShell.Main>
        <Container size="lg" py="md">
          {children}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
