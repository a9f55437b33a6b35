import { virtualClassEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { virtualClassKeys } from '../../../lib/virtual-classes/keys';

/**
 * GET /virtual-classes/students/subject/{id}: the students actively enrolled in a subject, the only
 * ones a class of it may enrol (docs/decisions.md "Staff virtual-class calls").
 */
export function useSubjectStudents(subjectId: string) {
  return useQuery({
    queryKey: virtualClassKeys.subjectStudents(subjectId),
    queryFn: async ({ signal }) =>
      (await callApi(virtualClassEndpoints.studentsOfSubject, { params: { subjectId }, signal })).data,
    enabled: subjectId !== '',
  });
}
