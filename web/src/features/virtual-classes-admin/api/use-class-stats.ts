import { virtualClassEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { virtualClassKeys } from '../../../lib/virtual-classes/keys';

/** GET /virtual-classes/stats/overview: the counts over the classes the reader manages. */
export function useClassStats() {
  return useQuery({
    queryKey: virtualClassKeys.staffStats(),
    queryFn: async ({ signal }) => (await callApi(virtualClassEndpoints.stats, { signal })).data,
  });
}
