import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { fetchApiFile } from '../lib/api-file';

interface DownloadButtonProps extends Omit<ButtonProps, 'onClick' | 'loading' | 'children'> {
  /** The API path, e.g. "/students/export" (the /api prefix is added). */
  path: string;
  /** POST for calls that count the download (POST /library/{id}/download). */
  method?: 'GET' | 'POST';
  query?: Record<string, string | undefined>;
  /** Used when the reply names no file. */
  fileName: string;
  /** Shown, followed by the reason, when the download fails. */
  failureText: string;
  children: ReactNode;
  /** Called once the file has been handed to the browser (to refresh a download count). */
  onDownloaded?: () => void;
}

/**
 * The file name a Content-Disposition header gives (RFC 6266): the UTF-8 `filename*` first, as it
 * keeps non-ASCII names, then the plain `filename`, then `fallback`.
 */
export function fileNameOf(header: string | null, fallback: string): string {
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header ?? '')?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A malformed escape: the plain name below still names the file.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header ?? '')?.[1];
  if (quoted) return quoted.replace(/\\(.)/g, '$1');
  return /filename\s*=\s*([^";\s]+)/i.exec(header ?? '')?.[1] ?? fallback;
}

/**
 * Downloads a file from the API with the reader's session (bearer token and cookie), which a
 * plain link cannot send, then hands it to the browser as a Blob.
 */
export function DownloadButton({
  path,
  method = 'GET',
  query,
  fileName,
  failureText,
  children,
  onDownloaded,
  ...props
}: DownloadButtonProps) {
  const [pending, setPending] = useState(false);

  async function download() {
    setPending(true);
    try {
      const response = await fetchApiFile({ path, method, query });
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response.headers.get('Content-Disposition'), fileName);
      document.body.append(link);
      link.click();
      link.remove();
      // The click has handed the Blob to the browser; the URL is not needed after this task.
      setTimeout(() => URL.revokeObjectURL(url), 0);
      onDownloaded?.();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      notifications.show({ color: 'red', message: `${failureText}: ${reason}`, autoClose: false });
    } finally {
      setPending(false);
    }
  }

  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      {...props}
      loading={pending}
      onClick={() => void download()}
    >
      {children}
    </Button>
  );
}
