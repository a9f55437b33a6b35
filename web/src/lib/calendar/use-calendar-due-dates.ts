import { studentHomeEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { calendarKeys } from './keys';

/**
 * GET /students/calendar-due-dates: the signed-in student's due dates, or a parent's child's with
 * `student`. Under ['calendar'], which handing work in invalidates.
 */
export function useCalendarDueDates({ student, enabled = true }: { student?: string; enabled?: boolean }) {
  return useQuery({
    queryKey: calendarKeys.dueDates(student),
    queryFn: async ({ signal }) =>
      (await callApi(studentHomeEndpoints.calendar, { query: { student }, signal })).data,
    enabled,
  });
}
