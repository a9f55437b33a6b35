import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAuth } from '../../lib/session/auth-context';
import { AdminWelcome } from './admin-welcome';
import { BackupStatus } from './backup-status';

/**
 * The admin home's content (a welcome, the backups' state, the settings); its navigation is AdminNav, shown beside it. The
 * settings form is the settings feature's: the route table (app/) hands it in.
 */
export function HomeAdminPage({ settings }: { settings: ReactNode }) {
  const { user } = useAuth();
  return (
    <Stack gap="xl">
      <AdminWelcome firstName={user?.firstName ?? ''} />
      <BackupStatus />
      {settings}
    </Stack>
  );
}
