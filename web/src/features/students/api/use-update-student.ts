import type { StudentUpdateBody } from '@sabora/contract';
import { studentEndpoints } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useInvalidateStudents } from './invalidate';

interface UpdateStudentInput {
  id: string;
  body: StudentUpdateBody;
}

export function useUpdateStudent() {
  const invalidate = useInvalidateStudents();
  return useMutation({
    mutationFn: ({ id, body }: UpdateStudentInput) =>
      callApi(studentEndpoints.update, { params: { id }, body }),
    onSuccess: invalidate,
  });
}
