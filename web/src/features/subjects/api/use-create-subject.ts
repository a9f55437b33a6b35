import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { SUBJECTS_KEY } from '../../../lib/queries/use-subjects';
import { type SubjectInput, type SubjectSaveReply, subjectFormData } from './subject-form-data';

export function useCreateSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubjectInput) =>
      apiRequest<SubjectSaveReply>('/subjects', { method: 'POST', body: subjectFormData(input) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUBJECTS_KEY }),
  });
}
