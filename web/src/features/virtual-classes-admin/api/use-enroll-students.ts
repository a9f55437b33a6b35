import { virtualClassEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { virtualClassKeys } from '../../../lib/virtual-classes/keys';

/** POST /virtual-classes/{id}/enroll (admins only): 'Students enrolled successfully!' */
export function useEnrollStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, studentIds }: { id: string; studentIds: string[] }) =>
      callApi(virtualClassEndpoints.enroll, { params: { id }, body: { studentIds } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: virtualClassKeys.staff }),
  });
}
