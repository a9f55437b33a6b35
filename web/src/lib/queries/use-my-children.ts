import type { MyChild } from '@sabora/contract';
import { parentEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';

/** GET /parents/me/children: the students linked to the signed-in parent (DESIGN §3). */
export function useMyChildren() {
  return useQuery({
    queryKey: ['parents', 'me', 'children'],
    queryFn: async ({ signal }): Promise<MyChild[]> =>
      (await callApi(parentEndpoints.myChildren, { signal })).data,
  });
}
