import { staffHomeEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { submissionKeys } from '../../../lib/submissions/keys';

/**
 * GET /staff/overview: the work waiting for a grade and the next items due in the caller's
 * subjects. Under the staff submissions key, so a grade saved anywhere refreshes it.
 */
export function useStaffOverview() {
  return useQuery({
    queryKey: submissionKeys.staffOverview(),
    queryFn: async ({ signal }) => (await callApi(staffHomeEndpoints.overview, { signal })).data,
  });
}
