import { homeworkEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { homeworkKeys } from '../../../lib/homeworks/keys';
import { type UploadProgress, uploadWithProgress } from '../../../lib/upload-with-progress';
import { type HomeworkInput, homeworkFormData } from './homework-form-data';

/** PUT /homeworks/{id} (multipart, with the optional correction file). */
export function useUpdateHomework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, onProgress, signal, ...input }: HomeworkInput & UploadProgress & { id: string }) =>
      uploadWithProgress(homeworkEndpoints.update, {
        params: { id },
        body: homeworkFormData(input),
        onProgress,
        signal,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: homeworkKeys.all }),
  });
}
