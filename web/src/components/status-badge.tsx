import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spec §2.3: an account reads Active or Inactive. */
export function ActiveBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={isActive ? 'green' : 'gray'} variant="light">
      {isActive ? t('status.active') : t('status.inactive')}
    </Badge>
  );
}
