import type { MyChild, myChildrenReply } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** GET /parents/me/children: the students linked to the signed-in parent (DESIGN §3). */
export function useMyChildren() {
  return useQuery({
    queryKey: ['parents', 'me', 'children'],
    queryFn: async ({ signal }): Promise<MyChild[]> =>
      (await apiRequest<z.infer<typeof myChildrenReply>>('/parents/me/children', { signal })).data,
  });
}
