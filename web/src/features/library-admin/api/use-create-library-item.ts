import { libraryEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UploadProgress, uploadWithProgress } from '../../../lib/upload-with-progress';
import { LIBRARY_ADMIN_KEY } from './library-key';

/** POST /library (multipart), sent with upload progress and a way to cancel. */
export function useCreateLibraryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, ...progress }: { body: FormData } & UploadProgress) =>
      uploadWithProgress(libraryEndpoints.create, { body, ...progress }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIBRARY_ADMIN_KEY }),
  });
}
