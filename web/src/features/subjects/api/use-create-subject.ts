import { subjectEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { subjectKeys } from '../../../lib/subjects/keys';
import { type SubjectInput, subjectFormData } from './subject-form-data';

export function useCreateSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubjectInput) => callApi(subjectEndpoints.create, { body: subjectFormData(input) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subjectKeys.all }),
  });
}
