import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { HOMEWORKS_KEY } from '../../../lib/queries/homework-keys';
import { type HomeworkInput, type HomeworkSaveReply, homeworkFormData } from './homework-form-data';

/** PUT /homeworks/{id} (multipart, with the optional correction file). */
export function useUpdateHomework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: HomeworkInput & { id: string }) =>
      apiRequest<HomeworkSaveReply>(`/homeworks/${id}`, { method: 'PUT', body: homeworkFormData(input) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOMEWORKS_KEY }),
  });
}
