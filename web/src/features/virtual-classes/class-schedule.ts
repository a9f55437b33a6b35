import type { StudentVirtualClass } from '@sabora/contract';
import { classWindow, clockTime, teacherOf } from '../../components/virtual-class/class-words';
import { i18next } from '../../lib/i18n/i18n';

/** The three sections of /virtual-classes. */
export type ClassSection = 'live' | 'upcoming' | 'completed';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Live when in progress, or scheduled and the clock is inside its time. */
function isLive(item: StudentVirtualClass, now: number): boolean {
  if (item.status === 'in-progress') return true;
  const { start, end } = classWindow(item);
  return item.status === 'scheduled' && start <= now && now <= end;
}

/**
 * Live, upcoming (starts later, not completed) or completed (completed, or started and
 * not live). A cancelled class stays in the section its time
 * gives it, so the student sees that it was cancelled rather than have it vanish.
 */
export function sectionOf(item: StudentVirtualClass, now: number): ClassSection {
  const { start } = classWindow(item);
  if (item.status === 'cancelled') return start > now ? 'upcoming' : 'completed';
  if (isLive(item, now)) return 'live';
  if (item.status !== 'completed' && start > now) return 'upcoming';
  return 'completed';
}

const ns = 'virtual-classes';

/** "12 minutes"; a start hours or days away reads in hours or days rather than thousands of minutes. */
function howLong(ms: number): string {
  if (ms < HOUR) return minutes(Math.max(1, Math.ceil(ms / MINUTE)));
  if (ms < 2 * DAY) return i18next.t('time.hours', { ns, count: Math.floor(ms / HOUR) });
  return i18next.t('time.days', { ns, count: Math.floor(ms / DAY) });
}

/** "45 minutes", in the page's language. */
export const minutes = (count: number) => i18next.t('time.minutes', { ns, count });

/** The time-status line of a card (docs/product/rules.md, "Class status"). */
export function timeStatus(item: StudentVirtualClass, now: number): string {
  if (item.status === 'cancelled') return i18next.t('time.cancelled', { ns });
  const { start, end } = classWindow(item);
  if (item.status === 'completed' || (item.status !== 'in-progress' && now > end)) {
    return i18next.t('time.completedAt', { ns, time: clockTime(end) });
  }
  if (item.status === 'in-progress') {
    return i18next.t('time.endsIn', { ns, duration: howLong(Math.max(0, end - now)) });
  }
  if (now < start) return i18next.t('time.startsIn', { ns, duration: howLong(start - now) });
  return i18next.t('time.shouldBeLive', { ns });
}

export interface JoinButton {
  label: string;
  enabled: boolean;
}

/**
 * The join button (docs/product/rules.md, "Join button"): 'Join Live' in progress, 'Join Now'
 * inside its time, 'Join Class' when scheduled, 'No Link' without a link (disabled). A finished
 * class reads 'Class Ended', disabled (rather than 'No Link', though it has one); a cancelled class
 * has none.
 */
export function joinButtonOf(item: StudentVirtualClass, now: number): JoinButton | null {
  const section = sectionOf(item, now);
  if (item.status === 'cancelled') return null;
  const button = (key: 'ended' | 'noLink' | 'live' | 'now' | 'class', enabled: boolean) => ({
    label: i18next.t(`join.${key}`, { ns }),
    enabled,
  });
  if (section === 'completed') return button('ended', false);
  if (!item.meetingLink) return button('noLink', false);
  if (item.status === 'in-progress') return button('live', true);
  if (section === 'live') return button('now', true);
  return button('class', true);
}

/** The search box's test ('Search classes...'): title, subject or teacher, any case. */
export function matchesSearch(item: StudentVirtualClass, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [item.title, item.subject.name, teacherOf(item)].some((text) => text.toLowerCase().includes(needle));
}
