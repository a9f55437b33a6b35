import { studentEndpoints } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useInvalidateStudents } from './invalidate';

interface DeleteStudentInput {
  id: string;
  /** A delete deactivates and keeps the history; erasing removes it for good. */
  erase: boolean;
}

export function useDeleteStudent() {
  const invalidate = useInvalidateStudents();
  return useMutation({
    mutationFn: ({ id, erase }: DeleteStudentInput) =>
      callApi(studentEndpoints.remove, { params: { id }, query: { erase: erase ? 'true' : undefined } }),
    onSuccess: invalidate,
  });
}
