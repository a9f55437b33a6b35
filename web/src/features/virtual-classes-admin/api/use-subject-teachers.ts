import { virtualClassEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { virtualClassKeys } from '../../../lib/virtual-classes/keys';

/** GET /virtual-classes/teachers/subject/{id}: who may teach a class of the chosen subject. */
export function useSubjectTeachers(subjectId: string, enabled: boolean) {
  return useQuery({
    queryKey: virtualClassKeys.subjectTeachers(subjectId),
    queryFn: async ({ signal }) =>
      (await callApi(virtualClassEndpoints.teachersOfSubject, { params: { subjectId }, signal })).data,
    enabled: enabled && subjectId !== '',
  });
}
