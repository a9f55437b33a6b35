import { VIRTUAL_CLASSES_PAGE_SIZE, type VirtualClassStatus, virtualClassEndpoints } from '@sabora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { virtualClassKeys } from '../../../lib/virtual-classes/keys';

export interface ClassFilters {
  page: number;
  /** '' for all. */
  subject: string;
  teacher: string;
  status: VirtualClassStatus | '';
  /** The settled search text, '' for none. */
  search: string;
}

/** GET /virtual-classes?page&limit=10 with the filters that are set. */
export function useVirtualClasses({ page, subject, teacher, status, search }: ClassFilters) {
  const query = {
    page,
    limit: VIRTUAL_CLASSES_PAGE_SIZE,
    subject: subject || undefined,
    teacher: teacher || undefined,
    status: status || undefined,
    search: search || undefined,
  };
  return useQuery({
    queryKey: virtualClassKeys.staffList(query),
    queryFn: ({ signal }) => callApi(virtualClassEndpoints.list, { query, signal }),
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
