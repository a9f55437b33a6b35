import { examEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UploadProgress, uploadWithProgress } from '../../../lib/upload-with-progress';
import { type ExamInput, examFormData } from './exam-form-data';
import { examKeys } from './exam-keys';

/** POST /exams (multipart): 'Exam uploaded successfully!' */
export function useCreateExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ onProgress, signal, ...input }: ExamInput & UploadProgress) =>
      uploadWithProgress(examEndpoints.create, { body: examFormData(input), onProgress, signal }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examKeys.all }),
  });
}
