import type { teacherUpdateBody } from '@sabora/contract';
import { teacherEndpoints } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { useInvalidateTeachers } from './invalidate';

interface UpdateTeacherInput {
  id: string;
  /** A blank password keeps the current one. */
  body: z.infer<typeof teacherUpdateBody>;
}

export function useUpdateTeacher() {
  const invalidate = useInvalidateTeachers();
  return useMutation({
    mutationFn: ({ id, body }: UpdateTeacherInput) =>
      callApi(teacherEndpoints.update, { params: { id }, body }),
    onSuccess: invalidate,
  });
}
