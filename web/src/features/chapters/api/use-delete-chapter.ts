import { type Chapter, chapterEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { chaptersKey } from '../../../lib/queries/use-chapters';

export function useDeleteChapter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chapter: Pick<Chapter, '_id' | 'subject'>) =>
      callApi(chapterEndpoints.remove, { params: { id: chapter._id } }),
    onSuccess: (_reply, chapter) => queryClient.invalidateQueries({ queryKey: chaptersKey(chapter.subject) }),
  });
}
