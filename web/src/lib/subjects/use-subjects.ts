import { SUBJECTS_PAGE_SIZE, subjectEndpoints } from '@sabora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { subjectKeys } from './keys';

interface SubjectsParams {
  page: number;
  limit?: number;
  search?: string;
}

/** GET /subjects: admins get every subject, students the subjects they are enrolled in. */
export function useSubjects({ page, limit = SUBJECTS_PAGE_SIZE, search }: SubjectsParams) {
  const query = { page, limit, search: search || undefined };
  return useQuery({
    queryKey: subjectKeys.list(query),
    queryFn: ({ signal }) => callApi(subjectEndpoints.list, { query, signal }),
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
