import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
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
      apiRequest<{ success: true; message: string }>(`/teachers/${teacherId}/subjects/${subjectId}`, {
        method: 'DELETE',
      }),
    onSuccess: invalidate,
  });
}
