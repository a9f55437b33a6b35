import { LEADERBOARD_REFRESH_MS, studentHomeEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { studentKeys } from '../../../lib/students/keys';

/** GET /students/leaderboard, asked again every 30 s while the page is open. */
export function useLeaderboard() {
  return useQuery({
    queryKey: studentKeys.leaderboard(),
    queryFn: ({ signal }) => callApi(studentHomeEndpoints.leaderboard, { signal }),
    refetchInterval: LEADERBOARD_REFRESH_MS,
  });
}
