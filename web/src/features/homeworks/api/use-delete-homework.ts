import { homeworkEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { homeworkKeys } from '../../../lib/homeworks/keys';

/** DELETE /homeworks/{id}: 409 with a message while students have submitted it. */
export function useDeleteHomework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(homeworkEndpoints.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: homeworkKeys.all }),
  });
}
