import { chapterEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';

/** A subject's chapters, cached under this key so saving one reloads the list. */
export const chaptersKey = (subjectId: string) => ['chapters', 'subject', subjectId] as const;

/** GET /chapters/subject/{subjectId}: the chapters in order (404 when the subject is not visible). */
export function useChapters(subjectId: string) {
  return useQuery({
    queryKey: chaptersKey(subjectId),
    queryFn: ({ signal }) => callApi(chapterEndpoints.list, { params: { subjectId }, signal }),
    select: (reply) => reply.data,
    enabled: subjectId !== '',
  });
}
