import { teacherEndpoints } from '@sabora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { teacherKeys } from './teacher-keys';

/** Every cached teacher list lives under this key, so one invalidation reloads them. */

/** GET /teachers: a page of teachers (the server's default page holds 100) matching the search. */
export function useTeachers(page: number, search: string) {
  const query = { page, search: search || undefined };
  return useQuery({
    queryKey: teacherKeys.list(query),
    queryFn: ({ signal }) => callApi(teacherEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
