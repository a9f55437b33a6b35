import { homeworkEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { HOMEWORKS_KEY } from '../../../lib/queries/homework-keys';

/** DELETE /homeworks/{id}: 409 with a message while students have submitted it. */
export function useDeleteHomework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(homeworkEndpoints.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOMEWORKS_KEY }),
  });
}
