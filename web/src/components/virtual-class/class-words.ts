import {
  type StudentVirtualClass,
  TEACHER_FALLBACK,
  type VirtualClassPlatform,
  type VirtualClassStatus,
} from '@sabora/contract';
import { fullName } from '../../lib/format';
import { formatTime } from '../../lib/i18n/format';

/** Student spec §4: the status badges, blue, green, grey and red. */
export const STATUS_BADGES: Record<VirtualClassStatus, { label: string; color: string }> = {
  scheduled: { label: 'Scheduled', color: 'blue' },
  'in-progress': { label: 'In progress', color: 'green' },
  completed: { label: 'Completed', color: 'gray' },
  cancelled: { label: 'Cancelled', color: 'red' },
};

/** Student spec §3: the platforms a class is held on, as a student reads them. */
export const PLATFORM_LABELS: Record<VirtualClassPlatform, string> = {
  zoom: 'Zoom',
  'google-meet': 'Google Meet',
  teams: 'Microsoft Teams',
  skype: 'Skype',
  other: 'Other',
};

/** The class's teacher, or the spec's 'Teacher TBA' (§9) when it has none. */
export const teacherOf = (item: Pick<StudentVirtualClass, 'teacher'>) =>
  item.teacher ? fullName(item.teacher) : TEACHER_FALLBACK;

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
