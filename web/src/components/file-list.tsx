import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiPathOf } from '../lib/api-file';
import { isolate } from '../lib/isolate';
import { DownloadButton } from './download-button';
import { FileName } from './file-name';

interface ApiFile {
  /** The API path the server gives, e.g. '/api/homeworks/{id}/download-file'. */
  url: string | null;
  /** The original file name, shown and used as the download's name. */
  name: string | null | undefined;
  /** What the file is, e.g. 'Correction': prefixed to the name when given. */
  label?: string;
}

interface FileListProps {
  files: readonly ApiFile[];
  /** Shown, followed by the reason, when a download fails. */
  failureText: string;
  /** Shown when none of the files exists. */
  emptyText?: string;
  /**
   * The whole text of a file without a name, from its place in `files` counted from 1
   * ('Download File N'); without it such a file reads 'file'.
   */
  unnamedText?: (position: number) => string;
}

/**
 * The files attached to a record, each a button that downloads it with the reader's session
 * (the links are API paths that need the token or the cookie).
 */
export function FileList({ files, failureText, emptyText, unnamedText }: FileListProps) {
  const { t } = useTranslation();
  const present = files
    .map((file, index) => ({ ...file, position: index + 1 }))
    .filter((file): file is ApiFile & { url: string; position: number } => Boolean(file.url));
  if (present.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {emptyText ?? t('files.noFile')}
      </Text>
    );
  }
  return (
    <Group gap="xs">
      {present.map((file) => {
        const unnamed = file.name ? undefined : unnamedText?.(file.position);
        const name = file.name || unnamed || t('files.unnamed');
        return (
          <DownloadButton
            key={file.url}
            path={apiPathOf(file.url)}
            fileName={name}
            failureText={failureText}
            size="compact-sm"
            variant="light"
            aria-label={
              unnamed ??
              (file.label
                ? t('files.downloadLabelled', { label: file.label.toLowerCase(), name: isolate(name) })
                : t('files.downloadNamed', { name: isolate(name) }))
            }
          >
            {unnamed ?? (
              <>
                {file.label ? `${file.label}: ` : null}
                <FileName name={name} />
              </>
            )}
          </DownloadButton>
        );
      })}
    </Group>
  );
}
