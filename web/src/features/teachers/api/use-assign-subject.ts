import { teacherEndpoints } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useInvalidateTeachers } from './invalidate';

interface AssignSubjectInput {
  teacherId: string;
  subjectId: string;
  isPrimary: boolean;
}

/** POST /teachers/{teacherId}/subjects/{subjectId} → "Subject assigned successfully!" */
export function useAssignSubject() {
  const invalidate = useInvalidateTeachers();
  return useMutation({
    mutationFn: ({ teacherId, subjectId, isPrimary }: AssignSubjectInput) =>
      callApi(teacherEndpoints.assign, { params: { teacherId, subjectId }, body: { isPrimary } }),
    onSuccess: invalidate,
  });
}
