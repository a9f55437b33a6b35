import { virtualClassEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { virtualClassKeys } from '../../../lib/virtual-classes/keys';

/** GET /virtual-classes/teachers: the Teacher filter's choices; asked only when it is shown (admins). */
export function useClassTeachers(enabled: boolean) {
  return useQuery({
    queryKey: virtualClassKeys.teachers(),
    queryFn: async ({ signal }) => (await callApi(virtualClassEndpoints.teachers, { signal })).data,
    enabled,
  });
}
