import { announcementEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcementKeys } from '../../../lib/announcements/keys';
import { callApi } from '../../../lib/api-client';

/** DELETE /announcements/{id}: its author or an admin. */
export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(announcementEndpoints.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
