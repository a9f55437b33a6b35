import { type LibraryType, libraryEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { libraryKeys } from '../../../lib/library/keys';

export interface ChapterFilters {
  type?: LibraryType;
  /** Matched by the server against title, description and tags. */
  search?: string;
}

/** GET /library/chapter/{chapterId}: the chapter's items, newest first, with its chapter and subject. */
export function useLibraryChapter(chapterId: string, filters: ChapterFilters) {
  const query = { type: filters.type, search: filters.search || undefined };
  return useQuery({
    queryKey: libraryKeys.chapter(chapterId, query),
    queryFn: ({ signal }) => callApi(libraryEndpoints.chapter, { params: { chapterId }, query, signal }),
    // The table stays on screen while a new search or type loads; another chapter's never does.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === chapterId ? previous : undefined,
  });
}
