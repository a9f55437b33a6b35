import type { teacherBody } from '@sabora/contract';
import { teacherEndpoints } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { useInvalidateTeachers } from './invalidate';

type NewTeacher = z.infer<typeof teacherBody>;

/** POST /teachers → 201 "Teacher added successfully!" */
export function useAddTeacher() {
  const invalidate = useInvalidateTeachers();
  return useMutation({
    mutationFn: (body: NewTeacher) => callApi(teacherEndpoints.create, { body }),
    onSuccess: invalidate,
  });
}
