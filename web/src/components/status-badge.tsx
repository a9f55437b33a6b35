import { Badge } from '@mantine/core';

/** Spec §2.3: an account reads Active or Inactive. */
export function ActiveBadge({ isActive }: { isActive: boolean }) {
  return (
    <Badge color={isActive ? 'green' : 'gray'} variant="light">
      {isActive ? 'Active' : 'Inactive'}
    </Badge>
  );
}
