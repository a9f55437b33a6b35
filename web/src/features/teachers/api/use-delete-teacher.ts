import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateTeachers } from './invalidate';

interface DeleteTeacherReply {
  success: true;
  /** A teacher whose name students' records keep is deactivated instead of deleted. */
  outcome: 'deleted' | 'deactivated';
  message: string;
}

export function useDeleteTeacher() {
  const invalidate = useInvalidateTeachers();
  return useMutation({
    mutationFn: (id: string) => apiRequest<DeleteTeacherReply>(`/teachers/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
