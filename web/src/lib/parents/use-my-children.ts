import type { MyChild } from '@sabora/contract';
import { parentEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { parentKeys } from './keys';

/** GET /parents/me/children: the students linked to the signed-in parent. */
export function useMyChildren() {
  return useQuery({
    queryKey: parentKeys.myChildren(),
    queryFn: async ({ signal }): Promise<MyChild[]> =>
      (await callApi(parentEndpoints.myChildren, { signal })).data,
  });
}
