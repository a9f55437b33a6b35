import { virtualClassStudentEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api-client';

/** POST /virtual-classes/{id}/join: enrols the student if need be and records attendance. */
export function useJoinClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(virtualClassStudentEndpoints.join, { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['virtual-classes'] });
      void queryClient.invalidateQueries({ queryKey: ['students', 'me', 'summary'] });
    },
  });
}
