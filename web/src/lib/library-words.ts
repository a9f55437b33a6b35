import type { LibraryType, RecordingPlatform } from '@sabora/contract';

/**
 * The words both library screens (the readers' and the staff's) show for an item, as catalogue
 * keys: the `library` and `library-admin` namespaces each hold them under `item`, so either screen
 * translates them with its own `t`, and a key missing from one of them fails the type-check.
 */
export const typeKey = (type: LibraryType) => `item.type.${type}` as const;

export const platformKey = (platform: RecordingPlatform) => `item.platform.${platform}` as const;

/** The Stats column: downloads of a material, views of a recording ('1 download', '3 views'). */
export function statsOf(item: { type: LibraryType; downloadCount: number; viewCount: number }) {
  return item.type === 'material'
    ? { key: 'item.downloads' as const, count: item.downloadCount }
    : { key: 'item.views' as const, count: item.viewCount };
}

// The staff screen's words until library-admin reads the keys above (the next commit).
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
