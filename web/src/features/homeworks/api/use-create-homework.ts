import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { HOMEWORKS_KEY } from '../../../lib/queries/homework-keys';
import { type HomeworkInput, type HomeworkSaveReply, homeworkFormData } from './homework-form-data';

/** POST /homeworks (multipart): 'Homework uploaded successfully!' */
export function useCreateHomework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HomeworkInput) =>
      apiRequest<HomeworkSaveReply>('/homeworks', { method: 'POST', body: homeworkFormData(input) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOMEWORKS_KEY }),
  });
}
