import { virtualClassStudentEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { studentKeys } from '../students/keys';
import { virtualClassKeys } from './keys';

/** POST /virtual-classes/{id}/join: enrols the student if need be and records attendance. */
export function useJoinClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(virtualClassStudentEndpoints.join, { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: virtualClassKeys.all });
      void queryClient.invalidateQueries({ queryKey: studentKeys.mySummary() });
    },
  });
}
