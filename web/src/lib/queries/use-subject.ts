import type { Subject } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { SUBJECTS_KEY } from './use-subjects';

interface SubjectReply {
  success: true;
  data: Subject;
}

/** GET /subjects/{id}: 404 when the subject does not exist or the caller may not see it. */
export function useSubject(subjectId: string) {
  return useQuery({
    queryKey: [...SUBJECTS_KEY, 'detail', subjectId],
    queryFn: ({ signal }) => apiRequest<SubjectReply>(`/subjects/${subjectId}`, { signal }),
    select: (reply) => reply.data,
    enabled: subjectId !== '',
  });
}
