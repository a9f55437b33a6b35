import { studentHomeEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { studentKeys } from '../../../lib/students/keys';

/** POST /students/calendar-feed: a new address; the old one stops working at once. */
export function useRegenerateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(studentHomeEndpoints.regenerateCalendarFeed),
    onSuccess: (reply) => queryClient.setQueryData(studentKeys.calendarFeed(), reply.url),
  });
}
