import { studentHomeEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const CALENDAR_FEED_KEY = ['students', 'calendar-feed'] as const;

/** GET /students/calendar-feed: the student's secret subscription address, read when asked for. */
export function useCalendarFeed({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: CALENDAR_FEED_KEY,
    queryFn: async ({ signal }) => (await callApi(studentHomeEndpoints.calendarFeed, { signal })).url,
    enabled,
  });
}
