import type { StudentWithAccountBody } from '@sabora/contract';
import { studentEndpoints } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useInvalidateStudents } from './invalidate';

/** Adds a student: the account and the profile in one call, all or nothing. */
export function useCreateStudent() {
  const invalidate = useInvalidateStudents();
  return useMutation({
    mutationFn: (body: StudentWithAccountBody) => callApi(studentEndpoints.createWithAccount, { body }),
    onSuccess: invalidate,
  });
}
