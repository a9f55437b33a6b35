import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PARENTS_KEY } from './use-parents';

/** DELETE /parents/{id}: the account goes; the children keep their parent details. */
export function useDeleteParent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ success: true; message: string }>(`/parents/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PARENTS_KEY }),
  });
}
