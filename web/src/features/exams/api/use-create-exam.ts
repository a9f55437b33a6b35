import { examEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type ExamInput, examFormData } from './exam-form-data';
import { EXAMS_KEY } from './use-exams';

/** POST /exams (multipart): 'Exam uploaded successfully!' */
export function useCreateExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ExamInput) => callApi(examEndpoints.create, { body: examFormData(input) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EXAMS_KEY }),
  });
}
