import { libraryEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { libraryKeys } from '../../../lib/library/keys';

/** POST /library/{id}/view: counts a view of a recording; the lists then show the new count. */
export function useViewRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(libraryEndpoints.view, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
