import { subjectEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { SUBJECTS_KEY } from '../../../lib/queries/use-subjects';

/** DELETE /subjects/{id}: 409 with a message saying what holds the subject when it is refused. */
export function useDeleteSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(subjectEndpoints.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUBJECTS_KEY }),
  });
}
