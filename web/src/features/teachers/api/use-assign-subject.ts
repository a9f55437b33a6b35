import type { Teacher } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateTeachers } from './invalidate';

interface AssignSubjectInput {
  teacherId: string;
  subjectId: string;
  isPrimary: boolean;
}

/** POST /teachers/{teacherId}/subjects/{subjectId} → "Subject assigned successfully!" */
export function useAssignSubject() {
  const invalidate = useInvalidateTeachers();
  return useMutation({
    mutationFn: ({ teacherId, subjectId, isPrimary }: AssignSubjectInput) =>
      apiRequest<{ success: true; message: string; data: Teacher }>(
        `/teachers/${teacherId}/subjects/${subjectId}`,
        { method: 'POST', body: { isPrimary } },
      ),
    onSuccess: invalidate,
  });
}
