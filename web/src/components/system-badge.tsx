import { Badge } from '@mantine/core';

/** Staff spec §9: National green, IGCSE blue, American orange; anything else grey. */
const SYSTEM_COLORS: Record<string, string> = { National: 'green', IGCSE: 'blue', American: 'orange' };

export function SystemBadge({ system }: { system: string }) {
  const color = SYSTEM_COLORS[system] ?? 'gray';
  return (
    <Badge color={color} variant="light">
      {system}
    </Badge>
  );
}
