import { Stack, Text } from '@mantine/core';

/** A figure of a statistics summary: its value large, its name under it. */
export function StatFigure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} align="center">
      <Text fw={700} size="xl">
        {value}
      </Text>
      <Text size="sm" c="dimmed" ta="center">
        {label}
      </Text>
    </Stack>
  );
}
