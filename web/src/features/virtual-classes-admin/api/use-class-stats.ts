import { virtualClassEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { STAFF_CLASSES_KEY } from './use-virtual-classes';

/** GET /virtual-classes/stats/overview: the counts over the classes the reader manages. */
export function useClassStats() {
  return useQuery({
    queryKey: [...STAFF_CLASSES_KEY, 'stats'],
    queryFn: async ({ signal }) => (await callApi(virtualClassEndpoints.stats, { signal })).data,
  });
}
