import { virtualClassEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { virtualClassKeys } from '../../../lib/virtual-classes/keys';
import type { ClassJson } from '../class-form-values';

/** POST /virtual-classes: the reply's message names the students auto-enrolled, if any. */
export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClassJson) => callApi(virtualClassEndpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: virtualClassKeys.staff }),
  });
}
