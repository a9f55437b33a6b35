import { ANNOUNCEMENTS_PAGE_SIZE, announcementEndpoints } from '@sabora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { announcementKeys } from './keys';

interface AnnouncementsQuery {
  page: number;
  limit?: number;
  /** One subject's; all the reader's when left out. */
  subject?: string;
}

/** GET /announcements: newest first, a page at a time (staff, students and parents alike). */
export function useAnnouncements({ page, limit = ANNOUNCEMENTS_PAGE_SIZE, subject }: AnnouncementsQuery) {
  const query = { page, limit, subject: subject || undefined };
  return useQuery({
    queryKey: announcementKeys.list(query),
    queryFn: ({ signal }) => callApi(announcementEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
