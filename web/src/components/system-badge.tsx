import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { systemName } from '../lib/systems';

/**
 * National green, IGCSE blue, American orange; anything else grey. Named as everywhere
 * (lib/systems.ts).
 */
const SYSTEM_COLORS: Record<string, string> = { National: 'green', IGCSE: 'blue', American: 'orange' };

export function SystemBadge({ system }: { system: string }) {
  const color = SYSTEM_COLORS[system] ?? 'gray';
  // Re-rendered when the language changes.
  useTranslation();
  return (
    <Badge color={color} variant="light">
      {systemName(system)}
    </Badge>
  );
}
