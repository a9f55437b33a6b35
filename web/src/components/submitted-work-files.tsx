import { Stack, Text } from '@mantine/core';
import type { SubmissionFile } from '@sabora/contract';
import { CorrectionFiles, DOWNLOAD_FAILED } from './correction-files';
import { FileList } from './file-list';

/** The student's side of a homework or exam submission: their files, then any correction files. */
export function SubmittedWorkFiles({
  submission,
}: {
  submission: { files: readonly SubmissionFile[]; correctionFiles: readonly SubmissionFile[] };
}) {
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        Your files
      </Text>
      <FileList
        files={submission.files.map((file) => ({ url: file.url, name: file.originalName }))}
        failureText={DOWNLOAD_FAILED}
        emptyText="No files"
      />
      {submission.correctionFiles.length > 0 ? (
        <CorrectionFiles files={submission.correctionFiles} heading="Correction files" />
      ) : null}
    </Stack>
  );
}
