import { Stack } from '@mantine/core';
import { useAuth } from '../auth/auth-context';
import { SettingsForm } from '../settings/settings-form';
import { AdminWelcome } from './admin-welcome';

/** Staff spec §1–2: the admin home's content; its navigation is AdminNav, shown beside it. */
export function HomeAdminPage() {
  const { user } = useAuth();
  return (
    <Stack gap="xl">
      <AdminWelcome firstName={user?.firstName ?? ''} />
      <SettingsForm />
    </Stack>
  );
}
