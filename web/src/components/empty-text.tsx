import { Text } from '@mantine/core';

/** A panel or list with nothing to show: the screen's own words (each list has its text). */
export function EmptyText({ text }: { text: string }) {
  return (
    <Text c="dimmed" ta="center" py="lg">
      {text}
    </Text>
  );
}
