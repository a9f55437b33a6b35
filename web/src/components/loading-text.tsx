import { Group, Loader, Text } from '@mantine/core';

/** A list that is loading: a spinner and the screen's own words (each list has its text). */
export function LoadingText({ text }: { text: string }) {
  return (
    <Group justify="center" py="xl" role="status">
      <Loader size="sm" />
      <Text>{text}</Text>
    </Group>
  );
}
