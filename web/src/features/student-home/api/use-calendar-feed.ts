import { studentHomeEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { studentKeys } from '../../../lib/students/keys';

/** GET /students/calendar-feed: the student's secret subscription address, read when asked for. */
export function useCalendarFeed({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: studentKeys.calendarFeed(),
    queryFn: async ({ signal }) => (await callApi(studentHomeEndpoints.calendarFeed, { signal })).url,
    enabled,
  });
}
