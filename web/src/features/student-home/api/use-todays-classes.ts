import { HOME_CLASSES_LIMIT, virtualClassStudentEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { virtualClassKeys } from '../../../lib/virtual-classes/keys';

/** The start and end of the browser's local day, as instants the server compares with. */
export function localDay(now = new Date()) {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const to = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  to.setMilliseconds(-1);
  return { from: from.toISOString(), to: to.toISOString() };
}

/**
 * GET /virtual-classes/student/my-classes for today (limit 100): the classes
 * starting between the start and the end of the student's local day.
 */
export function useTodaysClasses() {
  const query = { page: 1, limit: HOME_CLASSES_LIMIT, ...localDay() };
  return useQuery({
    queryKey: virtualClassKeys.today(query),
    queryFn: ({ signal }) => callApi(virtualClassStudentEndpoints.myClasses, { query, signal }),
  });
}
