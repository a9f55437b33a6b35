import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { QUESTION_BANK_KEY } from '../../../lib/queries/question-bank-keys';
import { type QuestionInput, type QuestionSaveReply, questionFormData } from './question-form-data';

export function useCreateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuestionInput) =>
      apiRequest<QuestionSaveReply>('/question-bank', { method: 'POST', body: questionFormData(input) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUESTION_BANK_KEY }),
  });
}
