import { backupEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { backupKeys } from './backup-keys';

/** GET /backups/status: the schedule, the next run and the last (and last good) backup. */
export function useBackupStatus() {
  return useQuery({
    queryKey: backupKeys.status,
    queryFn: async ({ signal }) => (await callApi(backupEndpoints.status, { signal })).data,
  });
}
