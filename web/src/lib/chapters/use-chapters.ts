import { chapterEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { chapterKeys } from './keys';

/** GET /chapters/subject/{subjectId}: the chapters in order (404 when the subject is not visible). */
export function useChapters(subjectId: string) {
  return useQuery({
    queryKey: chapterKeys.ofSubject(subjectId),
    queryFn: ({ signal }) => callApi(chapterEndpoints.list, { params: { subjectId }, signal }),
    select: (reply) => reply.data,
    enabled: subjectId !== '',
  });
}
