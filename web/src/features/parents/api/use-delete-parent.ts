import { parentEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { parentKeys } from '../../../lib/parents/keys';

/** DELETE /parents/{id}: the account goes; the children keep their parent details. */
export function useDeleteParent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(parentEndpoints.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parentKeys.all }),
  });
}
