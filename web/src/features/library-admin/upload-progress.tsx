import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/i18n/format';

interface UploadProgressBarProps {
  /** The fraction of bytes sent, 0 to 1. */
  fraction: number;
  onCancel: () => void;
}

/** Issue 13: how much of the upload has been sent, and a way to stop it. */
export function UploadProgressBar({ fraction, onCancel }: UploadProgressBarProps) {
  const { t } = useTranslation('library-admin');
  const percent = Math.round(fraction * 100);
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text size="sm" aria-live="polite">
          {t('upload.progress', { percent: formatNumber(percent / 100, { style: 'percent' }) })}
        </Text>
        <Button size="xs" variant="light" color="red" leftSection={<IconX size={14} />} onClick={onCancel}>
          {t('upload.cancel')}
        </Button>
      </Group>
      <Progress value={percent} aria-label={t('upload.label')} animated={percent < 100} />
    </Stack>
  );
}
