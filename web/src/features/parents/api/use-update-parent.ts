import type { ParentUpdateBody } from '@sabora/contract';
import { parentEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { parentKeys } from '../../../lib/parents/keys';
import { studentKeys } from '../../../lib/students/keys';

interface UpdateParentInput {
  id: string;
  body: ParentUpdateBody;
}

/** PUT /parents/{id}: the children's parent details follow on the server, so students reload too. */
export function useUpdateParent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: UpdateParentInput) =>
      callApi(parentEndpoints.update, { params: { id }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: parentKeys.all }),
        queryClient.invalidateQueries({ queryKey: studentKeys.all }),
      ]),
  });
}
