import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type SubjectInput, type SubjectSaveReply, subjectFormData } from './subject-form-data';
import { SUBJECTS_KEY } from './use-subjects';

export function useUpdateSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: SubjectInput & { id: string }) =>
      apiRequest<SubjectSaveReply>(`/subjects/${id}`, { method: 'PUT', body: subjectFormData(input) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUBJECTS_KEY }),
  });
}
