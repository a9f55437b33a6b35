import { questionBankEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { QUESTION_BANK_KEY } from '../../../lib/queries/question-bank-keys';
import { type QuestionInput, questionFormData } from './question-form-data';

export function useCreateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuestionInput) =>
      callApi(questionBankEndpoints.create, { body: questionFormData(input) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUESTION_BANK_KEY }),
  });
}
