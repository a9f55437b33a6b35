import { Stack, Text } from '@mantine/core';
import type { SubmissionFile } from '@sabora/contract';
import { FileList } from './file-list';

export const DOWNLOAD_FAILED = 'Failed to download file';

/** The correction files staff attached so far, each downloaded with the reader's session. */
export function CorrectionFiles({ files, heading }: { files: readonly SubmissionFile[]; heading: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {heading}
      </Text>
      <FileList
        files={files.map((file) => ({ url: file.url, name: file.originalName, label: 'Correction' }))}
        failureText={DOWNLOAD_FAILED}
        emptyText="No correction files"
      />
    </Stack>
  );
}
