import type { LibraryItem } from '@sabora/contract';
import { formatBytes, fullName } from '../../lib/format';
import { i18next } from '../../lib/i18n/i18n';
import { isolate } from '../../lib/isolate';
import { platformKey } from '../../lib/library-words';

const ns = 'library' as const;

/** How many items a subject or a chapter holds, in the page's language. */
export const itemsText = (count: number) => i18next.t('items', { ns, count });

/** Who uploaded it; '—' once that account is gone. */
export function uploaderOf(item: LibraryItem): string {
  return item.uploadedBy ? fullName(item.uploadedBy) : '—';
}

/**
 * What the item is beyond its title: the file's name (isolated: the school's text) and size, or
 * where the recording is and how long.
 */
export function detailOf(item: LibraryItem): string {
  if (item.file) return `${isolate(item.file.originalName)} · ${formatBytes(item.file.size)}`;
  return [
    item.recordingPlatform ? i18next.t(platformKey(item.recordingPlatform), { ns }) : null,
    item.recordingDuration ? i18next.t('minutes', { ns, count: item.recordingDuration }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
