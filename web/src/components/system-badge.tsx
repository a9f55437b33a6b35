import { Badge } from '@mantine/core';
import { SYSTEMS, type System } from '@sabora/contract';
import { useTranslation } from 'react-i18next';

/** Staff spec §9: National green, IGCSE blue, American orange; anything else grey. Named in the reader's language. */
const SYSTEM_COLORS: Record<string, string> = { National: 'green', IGCSE: 'blue', American: 'orange' };

export function SystemBadge({ system }: { system: string }) {
  const color = SYSTEM_COLORS[system] ?? 'gray';
  const { t } = useTranslation();
  const known = (SYSTEMS as readonly string[]).includes(system);
  return (
    <Badge color={color} variant="light">
      {known ? t(`systemNames.${system as System}`) : system}
    </Badge>
  );
}
