import { CATALOGUE_PAGE_SIZE, catalogueEndpoints, type System } from '@sabora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

/** GET /catalogue/subjects: one page of a system's active subjects (public). */
export function useCatalogue(system: System, search: string, page: number) {
  return useQuery({
    queryKey: catalogueKeys.page(system, search, page),
    queryFn: ({ signal }) =>
      callApi(catalogueEndpoints.list, {
        query: { system, page, limit: CATALOGUE_PAGE_SIZE, ...(search ? { search } : {}) },
        signal,
      }),
    // The shown page stays while the next one (or the next search) loads.
    placeholderData: keepPreviousData,
  });
}
