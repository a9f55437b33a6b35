import { Badge } from '@mantine/core';

/** A past class attended or missed (issue 12): green 'Attended', red 'Missed'. */
export function AttendedBadge({ attended }: { attended: boolean }) {
  return (
    <Badge size="sm" variant="light" color={attended ? 'green' : 'red'}>
      {attended ? 'Attended' : 'Missed'}
    </Badge>
  );
}
