import type { LibraryType, RecordingPlatform } from '@sabora/contract';

/** Staff spec §8 "Library": the screen's failure texts. */
export const LIBRARY_FAILURES = {
  subjects: 'Failed to load subjects',
  chapters: 'Failed to load chapters',
  items: 'Failed to load library items',
  add: 'Failed to add library item',
  update: 'Failed to update library item',
  delete: 'Failed to delete library item',
} as const;

/** Staff spec §5. */
export const DELETE_QUESTION = 'Are you sure you want to delete this library item?';

export const TYPE_LABELS: Record<LibraryType, string> = { material: 'Material', recording: 'Recording' };

export const PLATFORM_LABELS: Record<RecordingPlatform, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  zoom: 'Zoom',
  teams: 'Microsoft Teams',
  other: 'Other',
};

/** The Stats column: downloads of a material, views of a recording. */
export function statsText(item: { type: LibraryType; downloadCount: number; viewCount: number }): string {
  const [count, noun] =
    item.type === 'material' ? [item.downloadCount, 'download'] : [item.viewCount, 'view'];
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
