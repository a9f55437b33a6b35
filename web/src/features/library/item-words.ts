import type { LibraryItem } from '@sabora/contract';
import { formatBytes, fullName } from '../../lib/format';
import { countText, PLATFORM_LABELS } from '../../lib/library-words';

/** How many items a subject or a chapter holds. */
export const itemsText = (n: number) => countText(n, 'item');

/** Who uploaded it; '—' once that account is gone. */
export function uploaderOf(item: LibraryItem): string {
  return item.uploadedBy ? fullName(item.uploadedBy) : '—';
}

/** What the item is beyond its title: the file's name and size, or where the recording is and how long. */
export function detailOf(item: LibraryItem): string {
  if (item.file) return `${item.file.originalName} · ${formatBytes(item.file.size)}`;
  return [
    item.recordingPlatform ? PLATFORM_LABELS[item.recordingPlatform] : null,
    item.recordingDuration ? countText(item.recordingDuration, 'minute') : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
