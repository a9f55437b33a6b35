import { subjectEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { SUBJECTS_KEY } from './use-subjects';

/** GET /subjects/{id}: 404 when the subject does not exist or the caller may not see it. */
export function useSubject(subjectId: string) {
  return useQuery({
    queryKey: [...SUBJECTS_KEY, 'detail', subjectId],
    queryFn: ({ signal }) => callApi(subjectEndpoints.get, { params: { id: subjectId }, signal }),
    select: (reply) => reply.data,
    enabled: subjectId !== '',
  });
}
