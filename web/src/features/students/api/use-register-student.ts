import type { RegisterBody } from '@sabora/contract';
import { authEndpoints } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

type StudentAccount = Omit<RegisterBody, 'role'>;

/** Step one of adding a student (staff spec §4): POST /auth/register with role student. */
export function useRegisterStudent() {
  return useMutation({
    mutationFn: (account: StudentAccount) =>
      callApi(authEndpoints.register, { body: { ...account, role: 'student' } }),
  });
}
