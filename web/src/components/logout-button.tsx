import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../lib/session/use-logout';

/** Logout ends the session and opens /login (the dashboard and the staff navigation). */
export function LogoutButton() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Button
      variant="light"
      color="red"
      leftSection={<IconLogout size={18} />}
      onClick={() => logout.mutate()}
      loading={logout.isPending}
    >
      {t('account.logout')}
    </Button>
  );
}
