import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMarkAllRead } from './api/use-mark-all-read';

/** "Mark All as Read", of the bell and of the student home's panel; idle with nothing unread. */
export function MarkAllReadButton({ unread }: { unread: number }) {
  const markAll = useMarkAllRead();
  const { t } = useTranslation('notifications');
  return (
    <Button
      variant="subtle"
      size="compact-xs"
      disabled={unread === 0}
      loading={markAll.isPending}
      onClick={() => markAll.mutate()}
    >
      {t('markAll')}
    </Button>
  );
}
