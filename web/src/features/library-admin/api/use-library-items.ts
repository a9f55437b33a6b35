import { LIBRARY_PAGE_SIZE, type LibraryType, libraryEndpoints } from '@sabora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { libraryKeys } from '../../../lib/library/keys';

export interface LibraryFilters {
  subject: string;
  chapter: string;
  type: LibraryType | '';
  /** Already debounced and trimmed; the server matches title, description or a tag. */
  search: string;
}

/** GET /library?page&limit=20&subject&chapter&type&search: one page of the items staff manage. */
export function useLibraryItems(page: number, { subject, chapter, type, search }: LibraryFilters) {
  const query = {
    page,
    limit: LIBRARY_PAGE_SIZE,
    subject: subject || undefined,
    chapter: chapter || undefined,
    type: type || undefined,
    search: search || undefined,
  };
  return useQuery({
    queryKey: libraryKeys.adminList(query),
    queryFn: ({ signal }) => callApi(libraryEndpoints.list, { query, signal }),
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
