import { homeworkEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { HOMEWORKS_KEY } from '../../../lib/queries/homework-keys';
import { type HomeworkInput, homeworkFormData } from './homework-form-data';

/** POST /homeworks (multipart): 'Homework uploaded successfully!' */
export function useCreateHomework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HomeworkInput) =>
      callApi(homeworkEndpoints.create, { body: homeworkFormData(input) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOMEWORKS_KEY }),
  });
}
