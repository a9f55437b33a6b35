import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/i18n/format';
import type { UploadState } from '../lib/use-upload';

/**
 * How much of an upload has been sent, and a way to stop it: every form that sends files shows it
 * while they leave the browser (an 8 MB exam on a slow link takes many seconds). Nothing shows when
 * no upload runs.
 */
export function UploadProgressBar({ upload }: { upload: Pick<UploadState, 'fraction' | 'cancel'> }) {
  const { t } = useTranslation();
  if (upload.fraction === null) return null;
  const percent = Math.round(upload.fraction * 100);
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text size="sm" aria-live="polite">
          {t('upload.progress', { percent: formatNumber(percent / 100, { style: 'percent' }) })}
        </Text>
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconX size={14} />}
          onClick={upload.cancel}
        >
          {t('upload.cancel')}
        </Button>
      </Group>
      <Progress value={percent} aria-label={t('upload.label')} animated={percent < 100} />
    </Stack>
  );
}
