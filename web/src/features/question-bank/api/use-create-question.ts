import { questionBankEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { questionBankKeys } from '../../../lib/question-bank/keys';
import { type QuestionInput, questionFormData } from './question-form-data';

export function useCreateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuestionInput) =>
      callApi(questionBankEndpoints.create, { body: questionFormData(input) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionBankKeys.all }),
  });
}
