import { teacherEndpoints } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useInvalidateTeachers } from './invalidate';

interface RemoveAssignmentInput {
  teacherId: string;
  subjectId: string;
}

/** DELETE /teachers/{teacherId}/subjects/{subjectId} → "Subject assignment removed successfully!" */
export function useRemoveAssignment() {
  const invalidate = useInvalidateTeachers();
  return useMutation({
    mutationFn: ({ teacherId, subjectId }: RemoveAssignmentInput) =>
      callApi(teacherEndpoints.unassign, { params: { teacherId, subjectId } }),
    onSuccess: invalidate,
  });
}
