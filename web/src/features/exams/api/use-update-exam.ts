import { examEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UploadProgress, uploadWithProgress } from '../../../lib/upload-with-progress';
import { type ExamInput, examFormData } from './exam-form-data';
import { examKeys } from './exam-keys';

/** PUT /exams/{id} (multipart): the file is optional, `reopened` lets late submissions in. */
export function useUpdateExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, onProgress, signal, ...input }: ExamInput & UploadProgress & { id: string }) =>
      uploadWithProgress(examEndpoints.update, {
        params: { id },
        body: examFormData(input),
        onProgress,
        signal,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examKeys.all }),
  });
}
