import { homeworkEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { homeworkKeys } from '../../../lib/homeworks/keys';
import { type UploadProgress, uploadWithProgress } from '../../../lib/upload-with-progress';
import { type HomeworkInput, homeworkFormData } from './homework-form-data';

/** POST /homeworks (multipart): 'Homework uploaded successfully!' */
export function useCreateHomework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ onProgress, signal, ...input }: HomeworkInput & UploadProgress) =>
      uploadWithProgress(homeworkEndpoints.create, { body: homeworkFormData(input), onProgress, signal }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: homeworkKeys.all }),
  });
}
