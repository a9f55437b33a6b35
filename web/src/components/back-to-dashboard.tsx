import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Back to Dashboard buttons lead to /dashboard. */
export function BackToDashboard() {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to="/dashboard"
      variant="default"
      leftSection={<IconArrowLeft size={16} className="mirror-in-rtl" />}
    >
      {t('back.toDashboard')}
    </Button>
  );
}
