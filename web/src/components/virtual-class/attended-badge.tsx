import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A past class attended or missed: green 'Attended', red 'Missed'. */
export function AttendedBadge({ attended }: { attended: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" variant="light" color={attended ? 'green' : 'red'}>
      {attended ? t('attendance.attended') : t('attendance.missed')}
    </Badge>
  );
}
