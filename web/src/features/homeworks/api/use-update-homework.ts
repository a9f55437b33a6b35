import { homeworkEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { HOMEWORKS_KEY } from '../../../lib/queries/homework-keys';
import { type HomeworkInput, homeworkFormData } from './homework-form-data';

/** PUT /homeworks/{id} (multipart, with the optional correction file). */
export function useUpdateHomework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: HomeworkInput & { id: string }) =>
      callApi(homeworkEndpoints.update, { params: { id }, body: homeworkFormData(input) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOMEWORKS_KEY }),
  });
}
