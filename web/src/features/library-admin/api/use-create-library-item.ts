import { libraryEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { libraryKeys } from '../../../lib/library/keys';
import { type UploadProgress, uploadWithProgress } from '../../../lib/upload-with-progress';

/** POST /library (multipart), sent with upload progress and a way to cancel. */
export function useCreateLibraryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, ...progress }: { body: FormData } & UploadProgress) =>
      uploadWithProgress(libraryEndpoints.create, { body, ...progress }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.admin }),
  });
}
