import { Stack, Text } from '@mantine/core';
import type { SubmissionFile } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { CorrectionFiles } from './correction-files';
import { FileList } from './file-list';

/** The student's side of a homework or exam submission: their files, then any correction files. */
export function SubmittedWorkFiles({
  submission,
}: {
  submission: { files: readonly SubmissionFile[]; correctionFiles: readonly SubmissionFile[] };
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('files.yours')}
      </Text>
      <FileList
        files={submission.files.map((file) => ({ url: file.url, name: file.originalName }))}
        failureText={t('files.downloadFailed')}
        emptyText={t('files.none')}
      />
      {submission.correctionFiles.length > 0 ? (
        <CorrectionFiles files={submission.correctionFiles} heading={t('files.correctionFiles')} />
      ) : null}
    </Stack>
  );
}
