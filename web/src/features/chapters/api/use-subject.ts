import { subjectEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { subjectKeys } from '../../../lib/subjects/keys';

/** GET /subjects/{id}: 404 when the subject does not exist or the caller may not see it. */
export function useSubject(subjectId: string) {
  return useQuery({
    queryKey: subjectKeys.detail(subjectId),
    queryFn: ({ signal }) => callApi(subjectEndpoints.get, { params: { id: subjectId }, signal }),
    select: (reply) => reply.data,
    enabled: subjectId !== '',
  });
}
