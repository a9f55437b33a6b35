import { Badge } from '@mantine/core';
import type { VirtualClassStatus } from '@sabora/contract';
import { STATUS_BADGES } from './class-words';

export function ClassStatusBadge({ status }: { status: VirtualClassStatus }) {
  const { label, color } = STATUS_BADGES[status];
  return (
    <Badge size="sm" variant="light" color={color}>
      {label}
    </Badge>
  );
}
