import { examEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type ExamInput, examFormData } from './exam-form-data';
import { EXAMS_KEY } from './use-exams';

/** PUT /exams/{id} (multipart): the file is optional, `reopened` lets late submissions in. */
export function useUpdateExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: ExamInput & { id: string }) =>
      callApi(examEndpoints.update, { params: { id }, body: examFormData(input) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EXAMS_KEY }),
  });
}
