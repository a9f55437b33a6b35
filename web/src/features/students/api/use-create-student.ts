import type { Student, StudentBody } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateStudents } from './invalidate';

interface StudentReply {
  success: true;
  message: string;
  data: Student;
}

/**
 * Step two (POST /students): the profile of the account made in step one. When it fails the
 * server removes that account, so trying again repeats both steps.
 */
export function useCreateStudent() {
  const invalidate = useInvalidateStudents();
  return useMutation({
    mutationFn: (body: StudentBody) => apiRequest<StudentReply>('/students', { method: 'POST', body }),
    onSuccess: invalidate,
  });
}
