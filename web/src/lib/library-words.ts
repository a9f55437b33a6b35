import type { LibraryType, RecordingPlatform } from '@sabora/contract';

/** How the library screens (staff and student) name an item's type and platform, and read its Stats. */
export const TYPE_LABELS: Record<LibraryType, string> = { material: 'Material', recording: 'Recording' };

export const PLATFORM_LABELS: Record<RecordingPlatform, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  zoom: 'Zoom',
  teams: 'Microsoft Teams',
  other: 'Other',
};

/** `n` things in words: '1 download', '3 views'. */
export const countText = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** The Stats column: downloads of a material, views of a recording. */
export function statsText(item: { type: LibraryType; downloadCount: number; viewCount: number }): string {
  return item.type === 'material'
    ? countText(item.downloadCount, 'download')
    : countText(item.viewCount, 'view');
}
