import { teacherEndpoints } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useInvalidateTeachers } from './invalidate';

export function useDeleteTeacher() {
  const invalidate = useInvalidateTeachers();
  return useMutation({
    // A teacher whose name students' records keep is deactivated instead (reply.outcome).
    mutationFn: (id: string) => callApi(teacherEndpoints.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}
