import { Stack, Text } from '@mantine/core';
import type { SubmissionFile } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { FileList } from '../../components/file-list';

/**
 * The files of the hand-ins a student replaced, oldest first, kept for the grader to read beside
 * the latest ones (docs/decisions.md, "Replacing a hand-in"). Nothing shows when none was replaced.
 */
export function EarlierFiles({ files }: { files: readonly SubmissionFile[] }) {
  const { t } = useTranslation('submissions');
  if (files.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('details.earlierFiles')}
      </Text>
      <FileList
        files={files.map((file) => ({
          url: file.url,
          name: file.originalName,
          label: t('files.earlier', { ns: 'common' }),
        }))}
        failureText={t('files.downloadFailed', { ns: 'common' })}
      />
    </Stack>
  );
}
