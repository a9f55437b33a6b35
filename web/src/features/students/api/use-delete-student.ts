import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateStudents } from './invalidate';

interface DeleteStudentInput {
  id: string;
  /** DESIGN §3: a delete deactivates and keeps the history; erasing removes it for good. */
  erase: boolean;
}

export function useDeleteStudent() {
  const invalidate = useInvalidateStudents();
  return useMutation({
    mutationFn: ({ id, erase }: DeleteStudentInput) =>
      apiRequest<{ success: true; message: string }>(`/students/${id}`, {
        method: 'DELETE',
        query: { erase: erase ? 'true' : undefined },
      }),
    onSuccess: invalidate,
  });
}
