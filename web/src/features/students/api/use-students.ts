import { type STUDENT_STATUSES, STUDENTS_PAGE_SIZE, type System, studentEndpoints } from '@sabora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { studentKeys } from '../../../lib/students/keys';

type StudentStatus = (typeof STUDENT_STATUSES)[number];

export interface StudentFilters {
  page: number;
  search: string;
  system: System | '';
  status: StudentStatus | '';
}

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
    queryKey: studentKeys.list(query),
    queryFn: ({ signal }) => callApi(studentEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
