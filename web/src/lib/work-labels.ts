import type { CalendarEventType } from '@sabora/contract';

/** How each kind of work is named on screen (the calendar's legend, grades, the dashboard). */
export const WORK_TYPE_LABELS: Record<CalendarEventType, string> = {
  homework: 'Homework',
  quiz: 'Quiz',
  exam: 'Exam',
};
