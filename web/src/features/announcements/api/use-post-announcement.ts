import { announcementEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcementKeys } from '../../../lib/announcements/keys';
import { type UploadProgress, uploadWithProgress } from '../../../lib/upload-with-progress';

/** POST /announcements (multipart), sent with upload progress and a way to cancel. */
export function usePostAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, ...progress }: { body: FormData } & UploadProgress) =>
      uploadWithProgress(announcementEndpoints.create, { body, ...progress }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
