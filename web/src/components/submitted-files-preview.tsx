import { Image, Stack, Tabs, Text } from '@mantine/core';
import type { SubmissionFile } from '@sabora/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPathOf, fetchApiFile } from '../lib/api-file';
import { formatNumber } from '../lib/i18n/format';
import { isolate } from '../lib/isolate';
import { DownloadButton } from './download-button';
import { FailureAlert } from './failure-alert';
import { FileName } from './file-name';
import { LoadingText } from './loading-text';

/** The height of a preview: most of a screen, so a page of a PDF reads without scrolling the dialog. */
const PREVIEW_HEIGHT = '65vh';

/**
 * What can be shown inline, by the name's extension (the server accepts these by extension:
 * docs/product/rules.md, "Files"). The type is set here, not taken from the reply: a file named
 * .pdf is only ever shown by the PDF viewer, an image only as an image, never run as a page.
 */
const PREVIEWS: Record<string, { kind: 'pdf' | 'image'; type: string }> = {
  pdf: { kind: 'pdf', type: 'application/pdf' },
  png: { kind: 'image', type: 'image/png' },
  jpg: { kind: 'image', type: 'image/jpeg' },
  jpeg: { kind: 'image', type: 'image/jpeg' },
};

export function previewOf(name: string) {
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  return Object.hasOwn(PREVIEWS, extension) ? PREVIEWS[extension]! : null;
}

type Loaded = { state: 'loading' } | { state: 'failed'; error: Error } | { state: 'ready'; url: string };

/** The file fetched with the reader's session, as an object URL of `type` (revoked when left). */
function useObjectUrl(path: string, type: string | null): [Loaded, () => void] {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!type) return;
    // `attempt` asks again after a failure.
    void attempt;
    const controller = new AbortController();
    let url: string | null = null;
    setLoaded({ state: 'loading' });
    fetchApiFile({ path, signal: controller.signal })
      .then((response) => response.blob())
      .then((blob) => {
        url = URL.createObjectURL(new Blob([blob], { type }));
        setLoaded({ state: 'ready', url });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ state: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path, type, attempt]);
  return [loaded, () => setAttempt((n) => n + 1)];
}

function FilePreview({ file, name }: { file: SubmissionFile; name: string }) {
  const { t } = useTranslation();
  const preview = previewOf(file.originalName || file.filename);
  const path = apiPathOf(file.url);
  const [loaded, retry] = useObjectUrl(path, preview?.type ?? null);
  const named = { name: isolate(name) };
  let shown: ReactNode;
  if (!preview) {
    shown = (
      <Text size="sm" c="dimmed">
        {t('files.cannotPreview')}
      </Text>
    );
  } else if (loaded.state === 'loading') {
    shown = <LoadingText text={t('files.loading')} />;
  } else if (loaded.state === 'failed') {
    shown = <FailureAlert title={t('files.loadFailed')} error={loaded.error} onRetry={retry} />;
  } else if (preview.kind === 'pdf') {
    shown = (
      <iframe
        title={t('files.previewOf', named)}
        src={loaded.url}
        style={{ width: '100%', height: PREVIEW_HEIGHT, border: 0, borderRadius: 4 }}
      />
    );
  } else {
    shown = <Image src={loaded.url} alt={t('files.previewOf', named)} mah={PREVIEW_HEIGHT} fit="contain" />;
  }
  return (
    <Stack gap="xs">
      {shown}
      <DownloadButton
        path={path}
        fileName={name}
        failureText={t('files.downloadFailed')}
        size="compact-sm"
        variant="light"
        aria-label={t('files.downloadNamed', named)}
        style={{ alignSelf: 'flex-start' }}
      >
        <FileName name={name} />
      </DownloadButton>
    </Stack>
  );
}

/**
 * The files a student handed in, beside the grade form: PDFs and images shown inline,
 * any other file downloadable; one tab per file when there are several.
 */
export function SubmittedFilesPreview({ files }: { files: readonly SubmissionFile[] }) {
  const { t } = useTranslation();
  // A file without a name reads "File N".
  const present = files.map((file, index) => ({
    file,
    name: file.originalName || t('files.numbered', { number: formatNumber(index + 1) }),
  }));
  if (present.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('files.none')}
      </Text>
    );
  }
  if (present.length === 1) return <FilePreview file={present[0]!.file} name={present[0]!.name} />;
  return (
    <Tabs defaultValue="0" keepMounted={false}>
      <Tabs.List aria-label={t('files.submitted')}>
        {present.map((entry, index) => (
          <Tabs.Tab key={entry.file.url} value={String(index)}>
            <FileName name={entry.name} />
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {present.map((entry, index) => (
        <Tabs.Panel key={entry.file.url} value={String(index)} pt="sm">
          <FilePreview file={entry.file} name={entry.name} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
