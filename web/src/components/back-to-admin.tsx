import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../lib/session/auth-context';
import { BackToDashboard } from './back-to-dashboard';

/**
 * Back to Admin goes to /home-admin. That page is admin-only, so a teacher gets
 * the Back to Dashboard button (/dashboard) instead.
 */
export function BackToAdmin() {
  const { user } = useAuth();
  const { t } = useTranslation();
  if (user?.role !== 'admin') return <BackToDashboard />;
  return (
    <Button
      component={Link}
      to="/home-admin"
      variant="default"
      leftSection={<IconArrowLeft size={16} className="mirror-in-rtl" />}
    >
      {t('back.toAdmin')}
    </Button>
  );
}
