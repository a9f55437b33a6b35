import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type ExamInput, type ExamSaveReply, examFormData } from './exam-form-data';
import { EXAMS_KEY } from './use-exams';

/** PUT /exams/{id} (multipart): the file is optional, `reopened` lets late submissions in. */
export function useUpdateExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: ExamInput & { id: string }) =>
      apiRequest<ExamSaveReply>(`/exams/${id}`, { method: 'PUT', body: examFormData(input) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EXAMS_KEY }),
  });
}
