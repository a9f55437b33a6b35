import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An account reads Active or Inactive. */
export function ActiveBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={isActive ? 'green' : 'gray'} variant="light">
      {isActive ? t('status.active') : t('status.inactive')}
    </Badge>
  );
}
