import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAuth } from '../../lib/session/auth-context';
import { AdminWelcome } from './admin-welcome';

/**
 * The admin home's content; its navigation is AdminNav, shown beside it. The
 * settings form is the settings feature's: the route table (app/) hands it in.
 */
export function HomeAdminPage({ settings }: { settings: ReactNode }) {
  const { user } = useAuth();
  return (
    <Stack gap="xl">
      <AdminWelcome firstName={user?.firstName ?? ''} />
      {settings}
    </Stack>
  );
}
