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
