import type { RegisterBody, User } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

interface RegisterReply {
  success: true;
  data: { user: User };
}

type StudentAccount = Omit<RegisterBody, 'role'>;

/** Step one of adding a student (staff spec §4): POST /auth/register with role student. */
export function useRegisterStudent() {
  return useMutation({
    mutationFn: (account: StudentAccount) =>
      apiRequest<RegisterReply>('/auth/register', { method: 'POST', body: { ...account, role: 'student' } }),
  });
}
