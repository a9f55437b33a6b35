import type { Student, StudentUpdateBody } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateStudents } from './invalidate';

interface UpdateStudentInput {
  id: string;
  body: StudentUpdateBody;
}

export function useUpdateStudent() {
  const invalidate = useInvalidateStudents();
  return useMutation({
    mutationFn: ({ id, body }: UpdateStudentInput) =>
      apiRequest<{ success: true; message: string; data: Student }>(`/students/${id}`, {
        method: 'PUT',
        body,
      }),
    onSuccess: invalidate,
  });
}
