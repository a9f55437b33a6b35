import { Button } from '@mantine/core';
import type { LibraryItem } from '@sabora/contract';
import { IconExternalLink, IconPlayerPlay } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/download-button';
import { isolate } from '../../../lib/isolate';
import { libraryKeys } from '../../../lib/library/keys';
import { TOUCH_TARGET } from '../../../lib/touch-target';
import { embedSrcOf } from '../recording-embed';

interface ItemActionsProps {
  item: LibraryItem;
  /** Plays a YouTube or Vimeo recording on the page. */
  onPlay: (item: LibraryItem, src: string) => void;
  /** Counts a view of a recording. */
  onView: (item: LibraryItem) => void;
  /** On a phone's card: the card's whole width and at least a finger's height (TOUCH_TARGET). */
  touch?: boolean;
}

/** The Actions column: a material downloads (counting it), a recording plays or opens in a new tab. */
export function ItemActions({ item, onPlay, onView, touch = false }: ItemActionsProps) {
  const { t } = useTranslation('library');
  const queryClient = useQueryClient();
  const size = touch
    ? ({ size: 'md', mih: TOUCH_TARGET, fullWidth: true } as const)
    : ({ size: 'compact-sm' } as const);

  if (item.type === 'material') {
    return (
      <DownloadButton
        path={`/library/${item._id}/download`}
        method="POST"
        fileName={item.file?.originalName ?? item.title}
        failureText={t('actions.downloadFailed')}
        {...size}
        variant="light"
        aria-label={t('actions.downloadNamed', { title: isolate(item.title) })}
        onDownloaded={() => void queryClient.invalidateQueries({ queryKey: libraryKeys.all })}
      >
        {t('actions.download')}
      </DownloadButton>
    );
  }

  const url = item.recordingUrl;
  const src = url ? embedSrcOf(url) : null;
  return (
    <Button
      {...size}
      variant="light"
      disabled={!url}
      leftSection={src ? <IconPlayerPlay size={14} /> : <IconExternalLink size={14} />}
      aria-label={t(src ? 'actions.watchNamed' : 'actions.openNamed', { title: isolate(item.title) })}
      onClick={() => {
        if (!url) return;
        // Opened within the click, so no pop-up blocker stops it; the view is counted meanwhile.
        if (src) onPlay(item, src);
        else window.open(url, '_blank', 'noopener,noreferrer');
        onView(item);
      }}
    >
      {t(src ? 'actions.watch' : 'actions.open')}
    </Button>
  );
}
