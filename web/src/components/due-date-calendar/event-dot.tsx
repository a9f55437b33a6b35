import { Box, type BoxProps } from '@mantine/core';
import { CALENDAR_COLORS, type CalendarEventType } from '@sabora/contract';

/** A coloured dot of the event's kind (homework blue, quiz red, exam orange). */
export function EventDot({ type, size = 8, ...box }: { type: CalendarEventType; size?: number } & BoxProps) {
  return (
    <Box
      aria-hidden
      w={size}
      h={size}
      bg={`${CALENDAR_COLORS[type]}.6`}
      style={{ borderRadius: '50%', flex: 'none' }}
      {...box}
    />
  );
}
