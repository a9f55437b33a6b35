import { Button, Tooltip } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../lib/isolate';

interface EnrollButtonProps {
  classTitle: string;
  /** Teachers cannot enroll: the button stays, disabled, with the reason. */
  allowed: boolean;
  onClick: () => void;
}

export function EnrollButton({ classTitle, allowed, onClick }: EnrollButtonProps) {
  const { t } = useTranslation('virtual-classes-admin');
  const label = t('card.enrollNamed', { title: isolate(classTitle) });
  if (allowed) {
    return (
      <Button
        variant="light"
        size="xs"
        leftSection={<IconUserPlus size={14} />}
        aria-label={label}
        onClick={onClick}
      >
        {t('card.enroll')}
      </Button>
    );
  }
  // Disabled by data-disabled rather than `disabled`, so hover and focus still reach the tooltip.
  return (
    <Tooltip label={t('card.teachersCannotEnroll')}>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconUserPlus size={14} />}
        aria-label={label}
        aria-disabled
        data-disabled
        onClick={(event) => event.preventDefault()}
      >
        {t('card.enroll')}
      </Button>
    </Tooltip>
  );
}
