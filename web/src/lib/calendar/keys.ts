/** The calendar's cache keys: its due dates show what is handed in, so a hand-in reloads `all`. */
export const calendarKeys = {
  all: ['calendar'] as const,
  /** The signed-in student's due dates, or a parent's child's. */
  dueDates: (student?: string) => [...calendarKeys.all, 'due-dates', student ?? 'mine'] as const,
};
