import type { StudentVirtualClass, VirtualClassPlatform, VirtualClassStatus } from '@sabora/contract';
import { fullName } from '../../lib/format';
import { formatTime } from '../../lib/i18n/format';
import { i18next } from '../../lib/i18n/i18n';

/** A badge whose label is read in the page's language each time it is shown. */
const badge = (status: VirtualClassStatus, color: string) => ({
  color,
  get label() {
    return i18next.t(`classStatus.${status}`);
  },
});

/** The status badges, blue, green, grey and red (docs/product/rules.md, "Class status"). */
export const STATUS_BADGES: Record<VirtualClassStatus, { readonly label: string; color: string }> = {
  scheduled: badge('scheduled', 'blue'),
  'in-progress': badge('in-progress', 'green'),
  completed: badge('completed', 'gray'),
  cancelled: badge('cancelled', 'red'),
};

/** The platforms a class is held on, as a student reads them. */
export const PLATFORM_LABELS: Record<VirtualClassPlatform, string> = {
  zoom: 'Zoom',
  'google-meet': 'Google Meet',
  teams: 'Microsoft Teams',
  skype: 'Skype',
  // Product names stay as they are; "Other" is read in the page's language.
  get other() {
    return i18next.t('platform.other');
  },
};

/** The class's teacher, or 'Teacher TBA' (common `teacherTba` in English) when it has none. */
export const teacherOf = (item: Pick<StudentVirtualClass, 'teacher'>) =>
  item.teacher ? fullName(item.teacher) : i18next.t('teacherTba');

/** When a class starts and ends, in milliseconds since the epoch. */
export function classWindow(item: Pick<StudentVirtualClass, 'scheduledDate' | 'duration'>) {
  const start = Date.parse(item.scheduledDate);
  return { start, end: start + item.duration * 60_000 };
}

/** A time of day in the reader's locale, e.g. "14:30". */
export const clockTime = (at: number) => formatTime(new Date(at));

export function timeRange(item: Pick<StudentVirtualClass, 'scheduledDate' | 'duration'>): string {
  const { start, end } = classWindow(item);
  return `${clockTime(start)} – ${clockTime(end)}`;
}
