import { Stack, Text } from '@mantine/core';
import type { SubmissionFile } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { FileList } from './file-list';

/** The correction files staff attached so far, each downloaded with the reader's session. */
export function CorrectionFiles({ files, heading }: { files: readonly SubmissionFile[]; heading: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {heading}
      </Text>
      <FileList
        files={files.map((file) => ({
          url: file.url,
          name: file.originalName,
          label: t('files.correction'),
        }))}
        failureText={t('files.downloadFailed')}
        emptyText={t('files.noCorrectionFiles')}
      />
    </Stack>
  );
}
