import { SimpleGrid, Text } from '@mantine/core';
import { formatNumber } from '../../lib/i18n/format';

/** Counts as a description list: each label (dt) with its number (dd) under it. */
export function Figures({ figures }: { figures: [label: string, value: number][] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: figures.length }} m={0}>
      {figures.map(([label, value]) => (
        <div key={label} style={{ display: 'flex', flexDirection: 'column-reverse' }}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="xl" fw={700} m={0}>
            {formatNumber(value)}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
