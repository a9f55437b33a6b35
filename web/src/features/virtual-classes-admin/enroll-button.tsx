import { Button, Tooltip } from '@mantine/core';
import { TEACHERS_CANNOT_ENROLL } from '@sabora/contract';
import { IconUserPlus } from '@tabler/icons-react';

interface EnrollButtonProps {
  classTitle: string;
  /** Teachers cannot enroll (staff spec §2): the button stays, disabled, with the reason. */
  allowed: boolean;
  onClick: () => void;
}

export function EnrollButton({ classTitle, allowed, onClick }: EnrollButtonProps) {
  const label = `Enroll students in ${classTitle}`;
  if (allowed) {
    return (
      <Button
        variant="light"
        size="xs"
        leftSection={<IconUserPlus size={14} />}
        aria-label={label}
        onClick={onClick}
      >
        Enroll
      </Button>
    );
  }
  // Disabled by data-disabled rather than `disabled`, so hover and focus still reach the tooltip.
  return (
    <Tooltip label={TEACHERS_CANNOT_ENROLL}>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconUserPlus size={14} />}
        aria-label={label}
        aria-disabled
        data-disabled
        onClick={(event) => event.preventDefault()}
      >
        Enroll
      </Button>
    </Tooltip>
  );
}
