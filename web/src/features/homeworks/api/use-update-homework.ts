import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type HomeworkInput, type HomeworkSaveReply, homeworkFormData } from './homework-form-data';
import { HOMEWORKS_KEY } from './use-homeworks';

/** PUT /homeworks/{id} (multipart, with the optional correction file). */
export function useUpdateHomework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: HomeworkInput & { id: string }) =>
      apiRequest<HomeworkSaveReply>(`/homeworks/${id}`, { method: 'PUT', body: homeworkFormData(input) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOMEWORKS_KEY }),
  });
}
