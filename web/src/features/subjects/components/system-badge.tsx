import { Badge } from '@mantine/core';

/** Staff spec §9: National green, IGCSE blue, American orange, anything else grey. */
const SYSTEM_COLORS: Record<string, string> = { National: 'green', IGCSE: 'blue', American: 'orange' };

export function SystemBadge({ system, label = system }: { system: string; label?: string }) {
  return (
    <Badge color={SYSTEM_COLORS[system] ?? 'gray'} variant="light">
      {label}
    </Badge>
  );
}
