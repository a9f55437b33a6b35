import type { Teacher } from '@sabora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

interface TeachersReply {
  success: true;
  data: Teacher[];
  totalPages: number;
  totalCount: number;
}

/** Every cached teacher list lives under this key, so one invalidation reloads them. */
export const TEACHERS_KEY = ['teachers'] as const;

/** GET /teachers: a page of teachers (the server's default page holds 100) matching the search. */
export function useTeachers(page: number, search: string) {
  const query = { page, search: search || undefined };
  return useQuery({
    queryKey: [...TEACHERS_KEY, 'list', query],
    queryFn: ({ signal }) => apiRequest<TeachersReply>('/teachers', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
