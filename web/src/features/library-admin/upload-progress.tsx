import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';

interface UploadProgressBarProps {
  /** The fraction of bytes sent, 0 to 1. */
  fraction: number;
  onCancel: () => void;
}

/** Issue 13: how much of the upload has been sent, and a way to stop it. */
export function UploadProgressBar({ fraction, onCancel }: UploadProgressBarProps) {
  const percent = Math.round(fraction * 100);
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text size="sm" aria-live="polite">
          Uploading… {percent}%
        </Text>
        <Button size="xs" variant="light" color="red" leftSection={<IconX size={14} />} onClick={onCancel}>
          Cancel upload
        </Button>
      </Group>
      <Progress value={percent} aria-label="Upload progress" animated={percent < 100} />
    </Stack>
  );
}
