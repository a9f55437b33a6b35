import type { CalendarEventType } from '@sabora/contract';
import { i18next } from './i18n/i18n';

/**
 * How each kind of work is named on screen (the calendar's legend, grades, the dashboard), read in
 * the page's language each time it is shown.
 */
export const WORK_TYPE_LABELS: Readonly<Record<CalendarEventType, string>> = {
  get homework() {
    return i18next.t('workType.homework');
  },
  get quiz() {
    return i18next.t('workType.quiz');
  },
  get exam() {
    return i18next.t('workType.exam');
  },
};
