import { libraryEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { libraryKeys } from '../../../lib/library/keys';
import { type UploadProgress, uploadWithProgress } from '../../../lib/upload-with-progress';

/** PUT /library/{id} (multipart; a material's new file replaces the stored one), with upload progress. */
export function useUpdateLibraryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, ...progress }: { id: string; body: FormData } & UploadProgress) =>
      uploadWithProgress(libraryEndpoints.update, { params: { id }, body, ...progress }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.admin }),
  });
}
