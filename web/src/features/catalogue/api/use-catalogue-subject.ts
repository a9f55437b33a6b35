import { catalogueEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

/** GET /catalogue/subjects/{id}: a course's public page; 404 for a subject not (or no longer) offered. */
export function useCatalogueSubject(subjectId: string) {
  return useQuery({
    queryKey: catalogueKeys.subject(subjectId),
    queryFn: ({ signal }) => callApi(catalogueEndpoints.get, { params: { id: subjectId }, signal }),
    select: (reply) => reply.data,
  });
}
