import type { Chapter } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

interface ChaptersReply {
  success: true;
  data: Chapter[];
}

/** A subject's chapters, cached under this key so saving one reloads the list. */
export const chaptersKey = (subjectId: string) => ['chapters', 'subject', subjectId] as const;

/** GET /chapters/subject/{subjectId}: the chapters in order (404 when the subject is not visible). */
export function useChapters(subjectId: string) {
  return useQuery({
    queryKey: chaptersKey(subjectId),
    queryFn: ({ signal }) => apiRequest<ChaptersReply>(`/chapters/subject/${subjectId}`, { signal }),
    select: (reply) => reply.data,
    enabled: subjectId !== '',
  });
}
