import { gradebookEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { gradebookKeys } from './gradebook-keys';

/** GET /gradebook?subject=: the subject's items and a row per enrolled student; off until one is chosen. */
export function useGradebook(subjectId: string) {
  return useQuery({
    queryKey: gradebookKeys.ofSubject(subjectId),
    queryFn: ({ signal }) => callApi(gradebookEndpoints.get, { query: { subject: subjectId }, signal }),
    select: (reply) => reply.data,
    enabled: subjectId !== '',
    // Grades change while a teacher grades in another tab: read again when the page is shown again.
    staleTime: 0,
  });
}
