import { SUBJECTS_PAGE_SIZE, subjectEndpoints } from '@sabora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';

interface SubjectsParams {
  page: number;
  limit?: number;
  search?: string;
}

/** Every cached subject list and subject lives under this key, so one invalidation reloads them. */
export const SUBJECTS_KEY = ['subjects'] as const;

/** GET /subjects: admins get every subject, students the subjects they are enrolled in. */
export function useSubjects({ page, limit = SUBJECTS_PAGE_SIZE, search }: SubjectsParams) {
  const query = { page, limit, search: search || undefined };
  return useQuery({
    queryKey: [...SUBJECTS_KEY, 'list', query],
    queryFn: ({ signal }) => callApi(subjectEndpoints.list, { query, signal }),
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
