import { type STUDENT_STATUSES, STUDENTS_PAGE_SIZE, type System, studentEndpoints } from '@sabora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

type StudentStatus = (typeof STUDENT_STATUSES)[number];

export interface StudentFilters {
  page: number;
  search: string;
  system: System | '';
  status: StudentStatus | '';
}

/** Every cached student list lives under this key, so one invalidation reloads them. */
export const STUDENTS_KEY = ['students'] as const;

/** GET /students: one page of students, newest first, filtered on the server. */
export function useStudents({ page, search, system, status }: StudentFilters) {
  const query = {
    page,
    limit: STUDENTS_PAGE_SIZE,
    search: search || undefined,
    system: system || undefined,
    status: status || undefined,
  };
  return useQuery({
    queryKey: [...STUDENTS_KEY, 'list', query],
    queryFn: ({ signal }) => callApi(studentEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
