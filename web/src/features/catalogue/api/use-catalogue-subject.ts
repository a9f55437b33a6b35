import { catalogueEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /catalogue/subjects/{id}: a course's public page; 404 for a subject not (or no longer) offered. */
export function useCatalogueSubject(subjectId: string) {
  return useQuery({
    queryKey: ['catalogue', 'subject', subjectId],
    queryFn: ({ signal }) => callApi(catalogueEndpoints.get, { params: { id: subjectId }, signal }),
    select: (reply) => reply.data,
  });
}
