import { libraryEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { libraryKeys } from '../../../lib/library/keys';

/** GET /library/subjects/{subjectId}: the subject and its chapters (404 outside the caller's scope). */
export function useLibrarySubject(subjectId: string) {
  return useQuery({
    queryKey: libraryKeys.subject(subjectId),
    queryFn: ({ signal }) => callApi(libraryEndpoints.subject, { params: { subjectId }, signal }),
    select: (reply) => reply.data,
  });
}
