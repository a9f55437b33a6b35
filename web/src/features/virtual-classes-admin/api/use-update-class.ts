import { virtualClassEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { virtualClassKeys } from '../../../lib/virtual-classes/keys';
import type { ClassJson } from '../class-form-values';

/** PUT /virtual-classes/{id}: the same fields as a create. */
export function useUpdateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ClassJson }) =>
      callApi(virtualClassEndpoints.update, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: virtualClassKeys.staff }),
  });
}
