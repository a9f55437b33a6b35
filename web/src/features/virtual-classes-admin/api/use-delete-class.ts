import { virtualClassEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { virtualClassKeys } from '../../../lib/virtual-classes/keys';

/** DELETE /virtual-classes/{id}: 'Class deleted successfully!' */
export function useDeleteClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(virtualClassEndpoints.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: virtualClassKeys.staff }),
  });
}
