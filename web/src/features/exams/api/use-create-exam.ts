import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type ExamInput, type ExamSaveReply, examFormData } from './exam-form-data';
import { EXAMS_KEY } from './use-exams';

/** POST /exams (multipart): 'Exam uploaded successfully!' */
export function useCreateExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ExamInput) =>
      apiRequest<ExamSaveReply>('/exams', { method: 'POST', body: examFormData(input) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EXAMS_KEY }),
  });
}
