import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { QUESTION_BANK_KEY } from '../../../lib/queries/question-bank-keys';

/** DELETE /question-bank/{id}: 409 with a message while a homework or quiz uses the question. */
export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ success: true; message: string }>(`/question-bank/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUESTION_BANK_KEY }),
  });
}
