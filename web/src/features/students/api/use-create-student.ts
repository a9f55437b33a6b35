import type { StudentBody } from '@sabora/contract';
import { studentEndpoints } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useInvalidateStudents } from './invalidate';

/**
 * Step two (POST /students): the profile of the account made in step one. When it fails the
 * server removes that account, so trying again repeats both steps.
 */
export function useCreateStudent() {
  const invalidate = useInvalidateStudents();
  return useMutation({
    mutationFn: (body: StudentBody) => callApi(studentEndpoints.create, { body }),
    onSuccess: invalidate,
  });
}
