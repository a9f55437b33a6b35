import { List, Stack, Text } from '@mantine/core';
import { ENROLL_PREVIEW_SIZE } from '@sabora/contract';

/** Staff spec §2: the first 5 chosen students, then "... and N more". */
export function EnrollPreview({ names }: { names: string[] }) {
  if (names.length === 0) return null;
  const rest = names.length - ENROLL_PREVIEW_SIZE;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>{`Selected students (${names.length}):`}</Text>
      <List size="sm" aria-label="Selected students">
        {names.slice(0, ENROLL_PREVIEW_SIZE).map((name) => (
          <List.Item key={name}>{name}</List.Item>
        ))}
      </List>
      {rest > 0 ? <Text size="sm">{`... and ${rest} more`}</Text> : null}
    </Stack>
  );
}
